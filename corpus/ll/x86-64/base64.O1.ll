; ModuleID = 'base64.c'
source_filename = "base64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@rev = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@alphabet = internal unnamed_addr constant [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00", align 16
@main.samples = internal unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0)], align 16
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"Tessera\00", align 1
@main.expect = internal unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.14, i32 0, i32 0)], align 16
@.str.8 = private unnamed_addr constant [5 x i8] c"Zg==\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"Zm8=\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"Zm9v\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"Zm9vYg==\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"Zm9vYmE=\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"Zm9vYmFy\00", align 1
@.str.14 = private unnamed_addr constant [13 x i8] c"VGVzc2VyYQ==\00", align 1
@text = internal global [200 x i8] zeroinitializer, align 16
@bytes = internal global [150 x i8] zeroinitializer, align 16
@back = internal global [150 x i8] zeroinitializer, align 16
@main.bad = internal unnamed_addr constant [5 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0)], align 16
@.str.15 = private unnamed_addr constant [4 x i8] c"Zg=\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"Z===\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"Zm9v!A==\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"=Zm9\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"Zg==Zg==\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %4, %1 ]
  %3 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %2
  store i8 -1, i8* %3, align 1, !tbaa !2
  %4 = add nuw nsw i64 %2, 1
  %5 = icmp eq i64 %4, 256
  br i1 %5, label %6, label %1, !llvm.loop !5

6:                                                ; preds = %1, %6
  %7 = phi i64 [ %13, %6 ], [ 0, %1 ]
  %8 = trunc i64 %7 to i8
  %9 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %7
  %10 = load i8, i8* %9, align 1, !tbaa !2
  %11 = zext i8 %10 to i64
  %12 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %11
  store i8 %8, i8* %12, align 1, !tbaa !2
  %13 = add nuw nsw i64 %7, 1
  %14 = icmp eq i64 %13, 64
  br i1 %14, label %15, label %6, !llvm.loop !8

15:                                               ; preds = %6, %31
  %16 = phi i64 [ %33, %31 ], [ 0, %6 ]
  %17 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.samples, i64 0, i64 %16
  %18 = load i8*, i8** %17, align 8, !tbaa !9
  %19 = call i64 @strlen(i8* noundef %18) #3
  %20 = call fastcc i64 @encode(i8* noundef %18, i64 noundef %19) #4
  %21 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.expect, i64 0, i64 %16
  %22 = load i8*, i8** %21, align 8, !tbaa !9
  %23 = call i64 @strlen(i8* noundef %22) #3
  %24 = icmp eq i64 %20, %23
  br i1 %24, label %25, label %28

25:                                               ; preds = %15
  %26 = call i32 @memcmp(i8* noundef getelementptr inbounds ([200 x i8], [200 x i8]* @text, i64 0, i64 0), i8* noundef %22, i64 noundef %20) #3
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %29, label %28

28:                                               ; preds = %25, %15
  call void @abort() #3
  br label %29

29:                                               ; preds = %28, %25
  %30 = icmp eq i64 %20, 0
  br i1 %30, label %31, label %35

31:                                               ; preds = %35, %29
  %32 = call i32 @putchar(i32 noundef 10) #3
  %33 = add nuw nsw i64 %16, 1
  %34 = icmp eq i64 %33, 8
  br i1 %34, label %43, label %15, !llvm.loop !11

35:                                               ; preds = %29, %35
  %36 = phi i64 [ %41, %35 ], [ 0, %29 ]
  %37 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %36
  %38 = load i8, i8* %37, align 1, !tbaa !2
  %39 = sext i8 %38 to i32
  %40 = call i32 @putchar(i32 noundef %39) #3
  %41 = add nuw i64 %36, 1
  %42 = icmp eq i64 %41, %20
  br i1 %42, label %31, label %35, !llvm.loop !12

43:                                               ; preds = %31, %70
  %44 = phi i64 [ %75, %70 ], [ 0, %31 ]
  %45 = phi i32 [ %49, %70 ], [ 3, %31 ]
  %46 = phi i32 [ %74, %70 ], [ -2128831035, %31 ]
  %47 = icmp eq i64 %44, 0
  br i1 %47, label %48, label %54

48:                                               ; preds = %54, %43
  %49 = phi i32 [ %45, %43 ], [ %58, %54 ]
  %50 = call fastcc i64 @encode(i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @bytes, i64 0, i64 0), i64 noundef %44) #4
  %51 = call fastcc i32 @decode(i8* noundef getelementptr inbounds ([200 x i8], [200 x i8]* @text, i64 0, i64 0)) #4
  %52 = trunc i64 %44 to i32
  %53 = icmp eq i32 %51, %52
  br i1 %53, label %64, label %67

54:                                               ; preds = %43, %54
  %55 = phi i64 [ %62, %54 ], [ 0, %43 ]
  %56 = phi i32 [ %58, %54 ], [ %45, %43 ]
  %57 = mul i32 %56, 1664525
  %58 = add i32 %57, 1013904223
  %59 = lshr i32 %58, 24
  %60 = trunc i32 %59 to i8
  %61 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i64 0, i64 %55
  store i8 %60, i8* %61, align 1, !tbaa !2
  %62 = add nuw nsw i64 %55, 1
  %63 = icmp ult i64 %62, %44
  br i1 %63, label %54, label %48, !llvm.loop !13

64:                                               ; preds = %48
  %65 = call i32 @memcmp(i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @bytes, i64 0, i64 0), i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @back, i64 0, i64 0), i64 noundef %44) #3
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %68, label %67

67:                                               ; preds = %64, %48
  call void @abort() #3
  br label %68

68:                                               ; preds = %67, %64
  %69 = icmp eq i64 %50, 0
  br i1 %69, label %70, label %77

70:                                               ; preds = %77, %68
  %71 = phi i32 [ %46, %68 ], [ %84, %77 ]
  %72 = trunc i64 %50 to i32
  %73 = xor i32 %71, %72
  %74 = mul i32 %73, 16777619
  %75 = add nuw nsw i64 %44, 7
  %76 = icmp ult i64 %44, 143
  br i1 %76, label %43, label %89, !llvm.loop !14

77:                                               ; preds = %68, %77
  %78 = phi i64 [ %85, %77 ], [ 0, %68 ]
  %79 = phi i32 [ %84, %77 ], [ %46, %68 ]
  %80 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %78
  %81 = load i8, i8* %80, align 1, !tbaa !2
  %82 = zext i8 %81 to i32
  %83 = xor i32 %79, %82
  %84 = mul i32 %83, 16777619
  %85 = add i64 %78, 5
  %86 = icmp ult i64 %85, %50
  br i1 %86, label %77, label %70, !llvm.loop !15

87:                                               ; preds = %89
  %88 = and i32 %96, 2147483647
  ret i32 %88

89:                                               ; preds = %70, %89
  %90 = phi i64 [ %97, %89 ], [ 0, %70 ]
  %91 = phi i32 [ %96, %89 ], [ %74, %70 ]
  %92 = getelementptr inbounds [5 x i8*], [5 x i8*]* @main.bad, i64 0, i64 %90
  %93 = load i8*, i8** %92, align 8, !tbaa !9
  %94 = call fastcc i32 @decode(i8* noundef %93) #4
  %95 = xor i32 %94, %91
  %96 = mul i32 %95, 16777619
  %97 = add nuw nsw i64 %90, 1
  %98 = icmp eq i64 %97, 5
  br i1 %98, label %87, label %89, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind
define internal fastcc i64 @encode(i8* nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #1 {
  %3 = icmp ult i64 %1, 3
  br i1 %3, label %51, label %4

4:                                                ; preds = %2, %4
  %5 = phi i64 [ %49, %4 ], [ 3, %2 ]
  %6 = phi i64 [ %47, %4 ], [ 0, %2 ]
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ]
  %8 = getelementptr inbounds i8, i8* %0, i64 %7
  %9 = load i8, i8* %8, align 1, !tbaa !2
  %10 = zext i8 %9 to i32
  %11 = shl nuw nsw i32 %10, 16
  %12 = add i64 %7, 1
  %13 = getelementptr inbounds i8, i8* %0, i64 %12
  %14 = load i8, i8* %13, align 1, !tbaa !2
  %15 = zext i8 %14 to i32
  %16 = shl nuw nsw i32 %15, 8
  %17 = or i32 %16, %11
  %18 = add i64 %7, 2
  %19 = getelementptr inbounds i8, i8* %0, i64 %18
  %20 = load i8, i8* %19, align 1, !tbaa !2
  %21 = zext i8 %20 to i32
  %22 = or i32 %16, %21
  %23 = lshr i32 %10, 2
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %24
  %26 = load i8, i8* %25, align 1, !tbaa !2
  %27 = or i64 %6, 1
  %28 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %6
  store i8 %26, i8* %28, align 4, !tbaa !2
  %29 = lshr i32 %17, 12
  %30 = and i32 %29, 63
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %31
  %33 = load i8, i8* %32, align 1, !tbaa !2
  %34 = or i64 %6, 2
  %35 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %27
  store i8 %33, i8* %35, align 1, !tbaa !2
  %36 = lshr i32 %22, 6
  %37 = and i32 %36, 63
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %38
  %40 = load i8, i8* %39, align 1, !tbaa !2
  %41 = or i64 %6, 3
  %42 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %34
  store i8 %40, i8* %42, align 2, !tbaa !2
  %43 = and i32 %21, 63
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %44
  %46 = load i8, i8* %45, align 1, !tbaa !2
  %47 = add i64 %6, 4
  %48 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %41
  store i8 %46, i8* %48, align 1, !tbaa !2
  %49 = add i64 %5, 3
  %50 = icmp ugt i64 %49, %1
  br i1 %50, label %51, label %4, !llvm.loop !17

51:                                               ; preds = %4, %2
  %52 = phi i64 [ 0, %2 ], [ %5, %4 ]
  %53 = phi i64 [ 0, %2 ], [ %47, %4 ]
  %54 = sub i64 %1, %52
  switch i64 %54, label %106 [
    i64 1, label %55
    i64 2, label %71
  ]

55:                                               ; preds = %51
  %56 = getelementptr inbounds i8, i8* %0, i64 %52
  %57 = load i8, i8* %56, align 1, !tbaa !2
  %58 = zext i8 %57 to i32
  %59 = shl nuw nsw i32 %58, 4
  %60 = lshr i32 %58, 2
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %61
  %63 = load i8, i8* %62, align 1, !tbaa !2
  %64 = or i64 %53, 1
  %65 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %53
  store i8 %63, i8* %65, align 4, !tbaa !2
  %66 = and i32 %59, 48
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %67
  %69 = load i8, i8* %68, align 16, !tbaa !2
  %70 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %64
  store i8 %69, i8* %70, align 1, !tbaa !2
  br label %99

71:                                               ; preds = %51
  %72 = getelementptr inbounds i8, i8* %0, i64 %52
  %73 = load i8, i8* %72, align 1, !tbaa !2
  %74 = zext i8 %73 to i32
  %75 = shl nuw nsw i32 %74, 16
  %76 = add i64 %52, 1
  %77 = getelementptr inbounds i8, i8* %0, i64 %76
  %78 = load i8, i8* %77, align 1, !tbaa !2
  %79 = zext i8 %78 to i32
  %80 = shl nuw nsw i32 %79, 8
  %81 = or i32 %80, %75
  %82 = lshr i32 %74, 2
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %83
  %85 = load i8, i8* %84, align 1, !tbaa !2
  %86 = or i64 %53, 1
  %87 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %53
  store i8 %85, i8* %87, align 4, !tbaa !2
  %88 = lshr i32 %81, 12
  %89 = and i32 %88, 63
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %90
  %92 = load i8, i8* %91, align 1, !tbaa !2
  %93 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %86
  store i8 %92, i8* %93, align 1, !tbaa !2
  %94 = shl nuw nsw i32 %79, 2
  %95 = and i32 %94, 60
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i64 0, i64 %96
  %98 = load i8, i8* %97, align 4, !tbaa !2
  br label %99

99:                                               ; preds = %55, %71
  %100 = phi i8 [ %98, %71 ], [ 61, %55 ]
  %101 = or i64 %53, 2
  %102 = or i64 %53, 3
  %103 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %101
  store i8 %100, i8* %103, align 2, !tbaa !2
  %104 = add i64 %53, 4
  %105 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %102
  store i8 61, i8* %105, align 1, !tbaa !2
  br label %106

106:                                              ; preds = %99, %51
  %107 = phi i64 [ %53, %51 ], [ %104, %99 ]
  %108 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i64 0, i64 %107
  store i8 0, i8* %108, align 1, !tbaa !2
  ret i64 %107
}

declare dso_local i64 @strlen(i8* noundef) local_unnamed_addr #2

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i64 noundef) local_unnamed_addr #2

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc i32 @decode(i8* noundef %0) unnamed_addr #0 {
  %2 = call i64 @strlen(i8* noundef %0) #3
  %3 = and i64 %2, 3
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %5, label %83

5:                                                ; preds = %1
  %6 = icmp eq i64 %2, 0
  br i1 %6, label %78, label %9

7:                                                ; preds = %73
  %8 = icmp ult i64 %77, %2
  br i1 %8, label %9, label %78, !llvm.loop !18

9:                                                ; preds = %5, %7
  %10 = phi i64 [ %77, %7 ], [ 0, %5 ]
  %11 = phi i32 [ %75, %7 ], [ 0, %5 ]
  %12 = add i64 %10, 4
  %13 = icmp eq i64 %12, %2
  br label %18

14:                                               ; preds = %45
  %15 = add nuw nsw i64 %19, 1
  %16 = icmp ult i64 %19, 3
  %17 = icmp eq i64 %15, 4
  br i1 %17, label %49, label %18, !llvm.loop !19

18:                                               ; preds = %9, %14
  %19 = phi i64 [ 0, %9 ], [ %15, %14 ]
  %20 = phi i1 [ true, %9 ], [ %16, %14 ]
  %21 = phi i32 [ 0, %9 ], [ %48, %14 ]
  %22 = phi i32 [ 0, %9 ], [ %47, %14 ]
  %23 = add nuw nsw i64 %10, %19
  %24 = getelementptr inbounds i8, i8* %0, i64 %23
  %25 = load i8, i8* %24, align 1, !tbaa !2
  %26 = icmp eq i8 %25, 61
  br i1 %26, label %27, label %32

27:                                               ; preds = %18
  %28 = icmp ugt i64 %19, 1
  %29 = select i1 %13, i1 %28, i1 false
  br i1 %29, label %30, label %32

30:                                               ; preds = %27
  %31 = add nsw i32 %22, 1
  br label %40

32:                                               ; preds = %27, %18
  %33 = icmp eq i32 %22, 0
  br i1 %33, label %34, label %45

34:                                               ; preds = %32
  %35 = zext i8 %25 to i64
  %36 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i64 0, i64 %35
  %37 = load i8, i8* %36, align 1, !tbaa !2
  %38 = sext i8 %37 to i32
  %39 = icmp slt i8 %37, 0
  br i1 %39, label %45, label %40

40:                                               ; preds = %34, %30
  %41 = phi i32 [ %31, %30 ], [ 0, %34 ]
  %42 = phi i32 [ 0, %30 ], [ %38, %34 ]
  %43 = shl i32 %21, 6
  %44 = or i32 %42, %43
  br label %45

45:                                               ; preds = %34, %32, %40
  %46 = phi i1 [ true, %40 ], [ false, %32 ], [ false, %34 ]
  %47 = phi i32 [ %41, %40 ], [ %22, %32 ], [ 0, %34 ]
  %48 = phi i32 [ %44, %40 ], [ %21, %32 ], [ %21, %34 ]
  br i1 %46, label %14, label %49

49:                                               ; preds = %14, %45
  %50 = phi i1 [ %16, %14 ], [ %20, %45 ]
  %51 = phi i32 [ 5, %14 ], [ 1, %45 ]
  br i1 %50, label %73, label %52

52:                                               ; preds = %49
  %53 = lshr i32 %48, 16
  %54 = trunc i32 %53 to i8
  %55 = add nsw i32 %11, 1
  %56 = sext i32 %11 to i64
  %57 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i64 0, i64 %56
  store i8 %54, i8* %57, align 1, !tbaa !2
  %58 = icmp slt i32 %47, 2
  br i1 %58, label %59, label %65

59:                                               ; preds = %52
  %60 = lshr i32 %48, 8
  %61 = trunc i32 %60 to i8
  %62 = add nsw i32 %11, 2
  %63 = sext i32 %55 to i64
  %64 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i64 0, i64 %63
  store i8 %61, i8* %64, align 1, !tbaa !2
  br label %65

65:                                               ; preds = %59, %52
  %66 = phi i32 [ %62, %59 ], [ %55, %52 ]
  %67 = icmp slt i32 %47, 1
  br i1 %67, label %68, label %73

68:                                               ; preds = %65
  %69 = trunc i32 %48 to i8
  %70 = add nsw i32 %66, 1
  %71 = sext i32 %66 to i64
  %72 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i64 0, i64 %71
  store i8 %69, i8* %72, align 1, !tbaa !2
  br label %73

73:                                               ; preds = %65, %68, %49
  %74 = phi i32 [ %51, %49 ], [ 0, %68 ], [ 0, %65 ]
  %75 = phi i32 [ %11, %49 ], [ %70, %68 ], [ %66, %65 ]
  %76 = icmp eq i32 %74, 0
  %77 = add i64 %10, 4
  br i1 %76, label %7, label %78

78:                                               ; preds = %73, %7, %5
  %79 = phi i32 [ 2, %5 ], [ %74, %73 ], [ 2, %7 ]
  %80 = phi i32 [ 0, %5 ], [ %75, %7 ], [ %75, %73 ]
  %81 = icmp eq i32 %79, 2
  %82 = select i1 %81, i32 %80, i32 -1
  br label %83

83:                                               ; preds = %1, %78
  %84 = phi i32 [ %82, %78 ], [ -1, %1 ]
  ret i32 %84
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !6, !7}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !3, i64 0}
!11 = distinct !{!11, !6, !7}
!12 = distinct !{!12, !6, !7}
!13 = distinct !{!13, !6, !7}
!14 = distinct !{!14, !6, !7}
!15 = distinct !{!15, !6, !7}
!16 = distinct !{!16, !6, !7}
!17 = distinct !{!17, !6, !7}
!18 = distinct !{!18, !6, !7}
!19 = distinct !{!19, !6, !7}
