; ModuleID = 'base64.c'
source_filename = "base64.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@rev = internal unnamed_addr global [256 x i8] zeroinitializer, align 1
@alphabet = internal unnamed_addr constant [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00", align 1
@main.samples = internal unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0)], align 4
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"Tessera\00", align 1
@main.expect = internal unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.14, i32 0, i32 0)], align 4
@.str.8 = private unnamed_addr constant [5 x i8] c"Zg==\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"Zm8=\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"Zm9v\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"Zm9vYg==\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"Zm9vYmE=\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"Zm9vYmFy\00", align 1
@.str.14 = private unnamed_addr constant [13 x i8] c"VGVzc2VyYQ==\00", align 1
@text = internal global [200 x i8] zeroinitializer, align 1
@bytes = internal global [150 x i8] zeroinitializer, align 1
@back = internal global [150 x i8] zeroinitializer, align 1
@main.bad = internal unnamed_addr constant [5 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0)], align 4
@.str.15 = private unnamed_addr constant [4 x i8] c"Zg=\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"Z===\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"Zm9v!A==\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"=Zm9\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"Zg==Zg==\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %4, %1 ]
  %3 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %2
  store i8 -1, i8* %3, align 1, !tbaa !3
  %4 = add nuw nsw i32 %2, 1
  %5 = icmp eq i32 %4, 256
  br i1 %5, label %6, label %1, !llvm.loop !6

6:                                                ; preds = %1, %6
  %7 = phi i32 [ %13, %6 ], [ 0, %1 ]
  %8 = trunc i32 %7 to i8
  %9 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %7
  %10 = load i8, i8* %9, align 1, !tbaa !3
  %11 = zext i8 %10 to i32
  %12 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %11
  store i8 %8, i8* %12, align 1, !tbaa !3
  %13 = add nuw nsw i32 %7, 1
  %14 = icmp eq i32 %13, 64
  br i1 %14, label %15, label %6, !llvm.loop !9

15:                                               ; preds = %6, %31
  %16 = phi i32 [ %33, %31 ], [ 0, %6 ]
  %17 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.samples, i32 0, i32 %16
  %18 = load i8*, i8** %17, align 4, !tbaa !10
  %19 = call i32 @strlen(i8* noundef %18) #3
  %20 = call fastcc i32 @encode(i8* noundef %18, i32 noundef %19) #4
  %21 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.expect, i32 0, i32 %16
  %22 = load i8*, i8** %21, align 4, !tbaa !10
  %23 = call i32 @strlen(i8* noundef %22) #3
  %24 = icmp eq i32 %20, %23
  br i1 %24, label %25, label %28

25:                                               ; preds = %15
  %26 = call i32 @memcmp(i8* noundef getelementptr inbounds ([200 x i8], [200 x i8]* @text, i32 0, i32 0), i8* noundef %22, i32 noundef %20) #3
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %29, label %28

28:                                               ; preds = %25, %15
  call void @abort() #3
  br label %29

29:                                               ; preds = %28, %25
  %30 = icmp eq i32 %20, 0
  br i1 %30, label %31, label %35

31:                                               ; preds = %35, %29
  %32 = call i32 @putchar(i32 noundef 10) #3
  %33 = add nuw nsw i32 %16, 1
  %34 = icmp eq i32 %33, 8
  br i1 %34, label %43, label %15, !llvm.loop !12

35:                                               ; preds = %29, %35
  %36 = phi i32 [ %41, %35 ], [ 0, %29 ]
  %37 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %36
  %38 = load i8, i8* %37, align 1, !tbaa !3
  %39 = sext i8 %38 to i32
  %40 = call i32 @putchar(i32 noundef %39) #3
  %41 = add nuw i32 %36, 1
  %42 = icmp eq i32 %41, %20
  br i1 %42, label %31, label %35, !llvm.loop !13

43:                                               ; preds = %31, %69
  %44 = phi i32 [ %73, %69 ], [ 0, %31 ]
  %45 = phi i32 [ %49, %69 ], [ 3, %31 ]
  %46 = phi i32 [ %72, %69 ], [ -2128831035, %31 ]
  %47 = icmp eq i32 %44, 0
  br i1 %47, label %48, label %53

48:                                               ; preds = %53, %43
  %49 = phi i32 [ %45, %43 ], [ %57, %53 ]
  %50 = call fastcc i32 @encode(i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @bytes, i32 0, i32 0), i32 noundef %44) #4
  %51 = call fastcc i32 @decode(i8* noundef getelementptr inbounds ([200 x i8], [200 x i8]* @text, i32 0, i32 0)) #4
  %52 = icmp eq i32 %51, %44
  br i1 %52, label %63, label %66

53:                                               ; preds = %43, %53
  %54 = phi i32 [ %61, %53 ], [ 0, %43 ]
  %55 = phi i32 [ %57, %53 ], [ %45, %43 ]
  %56 = mul i32 %55, 1664525
  %57 = add i32 %56, 1013904223
  %58 = lshr i32 %57, 24
  %59 = trunc i32 %58 to i8
  %60 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i32 0, i32 %54
  store i8 %59, i8* %60, align 1, !tbaa !3
  %61 = add nuw nsw i32 %54, 1
  %62 = icmp eq i32 %61, %44
  br i1 %62, label %48, label %53, !llvm.loop !14

63:                                               ; preds = %48
  %64 = call i32 @memcmp(i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @bytes, i32 0, i32 0), i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @back, i32 0, i32 0), i32 noundef %44) #3
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %67, label %66

66:                                               ; preds = %63, %48
  call void @abort() #3
  br label %67

67:                                               ; preds = %66, %63
  %68 = icmp eq i32 %50, 0
  br i1 %68, label %69, label %75

69:                                               ; preds = %75, %67
  %70 = phi i32 [ %46, %67 ], [ %82, %75 ]
  %71 = xor i32 %70, %50
  %72 = mul i32 %71, 16777619
  %73 = add nuw nsw i32 %44, 7
  %74 = icmp ult i32 %44, 143
  br i1 %74, label %43, label %87, !llvm.loop !15

75:                                               ; preds = %67, %75
  %76 = phi i32 [ %83, %75 ], [ 0, %67 ]
  %77 = phi i32 [ %82, %75 ], [ %46, %67 ]
  %78 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %76
  %79 = load i8, i8* %78, align 1, !tbaa !3
  %80 = zext i8 %79 to i32
  %81 = xor i32 %77, %80
  %82 = mul i32 %81, 16777619
  %83 = add i32 %76, 5
  %84 = icmp ult i32 %83, %50
  br i1 %84, label %75, label %69, !llvm.loop !16

85:                                               ; preds = %87
  %86 = and i32 %94, 2147483647
  ret i32 %86

87:                                               ; preds = %69, %87
  %88 = phi i32 [ %95, %87 ], [ 0, %69 ]
  %89 = phi i32 [ %94, %87 ], [ %72, %69 ]
  %90 = getelementptr inbounds [5 x i8*], [5 x i8*]* @main.bad, i32 0, i32 %88
  %91 = load i8*, i8** %90, align 4, !tbaa !10
  %92 = call fastcc i32 @decode(i8* noundef %91) #4
  %93 = xor i32 %92, %89
  %94 = mul i32 %93, 16777619
  %95 = add nuw nsw i32 %88, 1
  %96 = icmp eq i32 %95, 5
  br i1 %96, label %85, label %87, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind
define internal fastcc i32 @encode(i8* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp ult i32 %1, 3
  br i1 %3, label %47, label %4

4:                                                ; preds = %2, %4
  %5 = phi i32 [ %45, %4 ], [ 3, %2 ]
  %6 = phi i32 [ %43, %4 ], [ 0, %2 ]
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ]
  %8 = getelementptr inbounds i8, i8* %0, i32 %7
  %9 = load i8, i8* %8, align 1, !tbaa !3
  %10 = zext i8 %9 to i32
  %11 = shl nuw nsw i32 %10, 16
  %12 = add i32 %7, 1
  %13 = getelementptr inbounds i8, i8* %0, i32 %12
  %14 = load i8, i8* %13, align 1, !tbaa !3
  %15 = zext i8 %14 to i32
  %16 = shl nuw nsw i32 %15, 8
  %17 = or i32 %16, %11
  %18 = add i32 %7, 2
  %19 = getelementptr inbounds i8, i8* %0, i32 %18
  %20 = load i8, i8* %19, align 1, !tbaa !3
  %21 = zext i8 %20 to i32
  %22 = or i32 %16, %21
  %23 = lshr i32 %10, 2
  %24 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %23
  %25 = load i8, i8* %24, align 1, !tbaa !3
  %26 = or i32 %6, 1
  %27 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %6
  store i8 %25, i8* %27, align 1, !tbaa !3
  %28 = lshr i32 %17, 12
  %29 = and i32 %28, 63
  %30 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %29
  %31 = load i8, i8* %30, align 1, !tbaa !3
  %32 = or i32 %6, 2
  %33 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %26
  store i8 %31, i8* %33, align 1, !tbaa !3
  %34 = lshr i32 %22, 6
  %35 = and i32 %34, 63
  %36 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %35
  %37 = load i8, i8* %36, align 1, !tbaa !3
  %38 = or i32 %6, 3
  %39 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %32
  store i8 %37, i8* %39, align 1, !tbaa !3
  %40 = and i32 %21, 63
  %41 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %40
  %42 = load i8, i8* %41, align 1, !tbaa !3
  %43 = add i32 %6, 4
  %44 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %38
  store i8 %42, i8* %44, align 1, !tbaa !3
  %45 = add i32 %5, 3
  %46 = icmp ugt i32 %45, %1
  br i1 %46, label %47, label %4, !llvm.loop !18

47:                                               ; preds = %4, %2
  %48 = phi i32 [ 0, %2 ], [ %5, %4 ]
  %49 = phi i32 [ 0, %2 ], [ %43, %4 ]
  %50 = sub i32 %1, %48
  switch i32 %50, label %97 [
    i32 1, label %51
    i32 2, label %65
  ]

51:                                               ; preds = %47
  %52 = getelementptr inbounds i8, i8* %0, i32 %48
  %53 = load i8, i8* %52, align 1, !tbaa !3
  %54 = zext i8 %53 to i32
  %55 = shl nuw nsw i32 %54, 4
  %56 = lshr i32 %54, 2
  %57 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %56
  %58 = load i8, i8* %57, align 1, !tbaa !3
  %59 = or i32 %49, 1
  %60 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %49
  store i8 %58, i8* %60, align 1, !tbaa !3
  %61 = and i32 %55, 48
  %62 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %61
  %63 = load i8, i8* %62, align 1, !tbaa !3
  %64 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %59
  store i8 %63, i8* %64, align 1, !tbaa !3
  br label %90

65:                                               ; preds = %47
  %66 = getelementptr inbounds i8, i8* %0, i32 %48
  %67 = load i8, i8* %66, align 1, !tbaa !3
  %68 = zext i8 %67 to i32
  %69 = shl nuw nsw i32 %68, 16
  %70 = add i32 %48, 1
  %71 = getelementptr inbounds i8, i8* %0, i32 %70
  %72 = load i8, i8* %71, align 1, !tbaa !3
  %73 = zext i8 %72 to i32
  %74 = shl nuw nsw i32 %73, 8
  %75 = or i32 %74, %69
  %76 = lshr i32 %68, 2
  %77 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %76
  %78 = load i8, i8* %77, align 1, !tbaa !3
  %79 = or i32 %49, 1
  %80 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %49
  store i8 %78, i8* %80, align 1, !tbaa !3
  %81 = lshr i32 %75, 12
  %82 = and i32 %81, 63
  %83 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %82
  %84 = load i8, i8* %83, align 1, !tbaa !3
  %85 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %79
  store i8 %84, i8* %85, align 1, !tbaa !3
  %86 = shl nuw nsw i32 %73, 2
  %87 = and i32 %86, 60
  %88 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %87
  %89 = load i8, i8* %88, align 1, !tbaa !3
  br label %90

90:                                               ; preds = %51, %65
  %91 = phi i8 [ %89, %65 ], [ 61, %51 ]
  %92 = or i32 %49, 2
  %93 = or i32 %49, 3
  %94 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %92
  store i8 %91, i8* %94, align 1, !tbaa !3
  %95 = add i32 %49, 4
  %96 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %93
  store i8 61, i8* %96, align 1, !tbaa !3
  br label %97

97:                                               ; preds = %90, %47
  %98 = phi i32 [ %49, %47 ], [ %95, %90 ]
  %99 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %98
  store i8 0, i8* %99, align 1, !tbaa !3
  ret i32 %98
}

declare dso_local i32 @strlen(i8* noundef) local_unnamed_addr #2

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #2

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc i32 @decode(i8* noundef %0) unnamed_addr #0 {
  %2 = call i32 @strlen(i8* noundef %0) #3
  %3 = and i32 %2, 3
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %80

5:                                                ; preds = %1
  %6 = icmp eq i32 %2, 0
  br i1 %6, label %75, label %9

7:                                                ; preds = %70
  %8 = icmp ult i32 %74, %2
  br i1 %8, label %9, label %75, !llvm.loop !19

9:                                                ; preds = %5, %7
  %10 = phi i32 [ %74, %7 ], [ 0, %5 ]
  %11 = phi i32 [ %72, %7 ], [ 0, %5 ]
  %12 = add i32 %10, 4
  %13 = icmp eq i32 %12, %2
  br label %18

14:                                               ; preds = %45
  %15 = add nuw nsw i32 %20, 1
  %16 = icmp ult i32 %20, 3
  %17 = icmp eq i32 %15, 4
  br i1 %17, label %49, label %18, !llvm.loop !20

18:                                               ; preds = %9, %14
  %19 = phi i1 [ true, %9 ], [ %16, %14 ]
  %20 = phi i32 [ 0, %9 ], [ %15, %14 ]
  %21 = phi i32 [ 0, %9 ], [ %48, %14 ]
  %22 = phi i32 [ 0, %9 ], [ %47, %14 ]
  %23 = add nuw nsw i32 %20, %10
  %24 = getelementptr inbounds i8, i8* %0, i32 %23
  %25 = load i8, i8* %24, align 1, !tbaa !3
  %26 = zext i8 %25 to i32
  %27 = icmp eq i8 %25, 61
  br i1 %27, label %28, label %33

28:                                               ; preds = %18
  %29 = icmp ugt i32 %20, 1
  %30 = select i1 %13, i1 %29, i1 false
  br i1 %30, label %31, label %33

31:                                               ; preds = %28
  %32 = add nsw i32 %22, 1
  br label %40

33:                                               ; preds = %28, %18
  %34 = icmp eq i32 %22, 0
  br i1 %34, label %35, label %45

35:                                               ; preds = %33
  %36 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %26
  %37 = load i8, i8* %36, align 1, !tbaa !3
  %38 = sext i8 %37 to i32
  %39 = icmp slt i8 %37, 0
  br i1 %39, label %45, label %40

40:                                               ; preds = %35, %31
  %41 = phi i32 [ %32, %31 ], [ 0, %35 ]
  %42 = phi i32 [ 0, %31 ], [ %38, %35 ]
  %43 = shl i32 %21, 6
  %44 = or i32 %42, %43
  br label %45

45:                                               ; preds = %35, %33, %40
  %46 = phi i1 [ true, %40 ], [ false, %33 ], [ false, %35 ]
  %47 = phi i32 [ %41, %40 ], [ %22, %33 ], [ 0, %35 ]
  %48 = phi i32 [ %44, %40 ], [ %21, %33 ], [ %21, %35 ]
  br i1 %46, label %14, label %49

49:                                               ; preds = %14, %45
  %50 = phi i1 [ %16, %14 ], [ %19, %45 ]
  %51 = phi i32 [ 5, %14 ], [ 1, %45 ]
  br i1 %50, label %70, label %52

52:                                               ; preds = %49
  %53 = lshr i32 %48, 16
  %54 = trunc i32 %53 to i8
  %55 = add nsw i32 %11, 1
  %56 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i32 0, i32 %11
  store i8 %54, i8* %56, align 1, !tbaa !3
  %57 = icmp slt i32 %47, 2
  br i1 %57, label %58, label %63

58:                                               ; preds = %52
  %59 = lshr i32 %48, 8
  %60 = trunc i32 %59 to i8
  %61 = add nsw i32 %11, 2
  %62 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i32 0, i32 %55
  store i8 %60, i8* %62, align 1, !tbaa !3
  br label %63

63:                                               ; preds = %58, %52
  %64 = phi i32 [ %61, %58 ], [ %55, %52 ]
  %65 = icmp slt i32 %47, 1
  br i1 %65, label %66, label %70

66:                                               ; preds = %63
  %67 = trunc i32 %48 to i8
  %68 = add nsw i32 %64, 1
  %69 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i32 0, i32 %64
  store i8 %67, i8* %69, align 1, !tbaa !3
  br label %70

70:                                               ; preds = %63, %66, %49
  %71 = phi i32 [ %51, %49 ], [ 0, %66 ], [ 0, %63 ]
  %72 = phi i32 [ %11, %49 ], [ %68, %66 ], [ %64, %63 ]
  %73 = icmp eq i32 %71, 0
  %74 = add i32 %10, 4
  br i1 %73, label %7, label %75

75:                                               ; preds = %70, %7, %5
  %76 = phi i32 [ 2, %5 ], [ %71, %70 ], [ 2, %7 ]
  %77 = phi i32 [ 0, %5 ], [ %72, %7 ], [ %72, %70 ]
  %78 = icmp eq i32 %76, 2
  %79 = select i1 %78, i32 %77, i32 -1
  br label %80

80:                                               ; preds = %1, %75
  %81 = phi i32 [ %79, %75 ], [ -1, %1 ]
  ret i32 %81
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = distinct !{!9, !7, !8}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !4, i64 0}
!12 = distinct !{!12, !7, !8}
!13 = distinct !{!13, !7, !8}
!14 = distinct !{!14, !7, !8}
!15 = distinct !{!15, !7, !8}
!16 = distinct !{!16, !7, !8}
!17 = distinct !{!17, !7, !8}
!18 = distinct !{!18, !7, !8}
!19 = distinct !{!19, !7, !8}
!20 = distinct !{!20, !7, !8}
