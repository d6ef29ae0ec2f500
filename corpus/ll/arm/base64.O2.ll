; ModuleID = 'base64.c'
source_filename = "base64.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

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
  store i8 -1, i8* %3, align 1, !tbaa !7
  %4 = add nuw nsw i32 %2, 1
  %5 = icmp eq i32 %4, 256
  br i1 %5, label %6, label %1, !llvm.loop !10

6:                                                ; preds = %1, %6
  %7 = phi i32 [ %13, %6 ], [ 0, %1 ]
  %8 = trunc i32 %7 to i8
  %9 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %7
  %10 = load i8, i8* %9, align 1, !tbaa !7
  %11 = zext i8 %10 to i32
  %12 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %11
  store i8 %8, i8* %12, align 1, !tbaa !7
  %13 = add nuw nsw i32 %7, 1
  %14 = icmp eq i32 %13, 64
  br i1 %14, label %15, label %6, !llvm.loop !12

15:                                               ; preds = %6, %31
  %16 = phi i32 [ %33, %31 ], [ 0, %6 ]
  %17 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.samples, i32 0, i32 %16
  %18 = load i8*, i8** %17, align 4, !tbaa !13
  %19 = tail call i32 @strlen(i8* noundef %18) #3
  %20 = tail call fastcc i32 @encode(i8* noundef %18, i32 noundef %19) #4
  %21 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.expect, i32 0, i32 %16
  %22 = load i8*, i8** %21, align 4, !tbaa !13
  %23 = tail call i32 @strlen(i8* noundef %22) #3
  %24 = icmp eq i32 %20, %23
  br i1 %24, label %25, label %28

25:                                               ; preds = %15
  %26 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([200 x i8], [200 x i8]* @text, i32 0, i32 0), i8* noundef %22, i32 noundef %20) #3
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %29, label %28

28:                                               ; preds = %25, %15
  tail call void @abort() #3
  br label %29

29:                                               ; preds = %28, %25
  %30 = icmp eq i32 %20, 0
  br i1 %30, label %31, label %35

31:                                               ; preds = %35, %29
  %32 = tail call i32 @putchar(i32 noundef 10) #3
  %33 = add nuw nsw i32 %16, 1
  %34 = icmp eq i32 %33, 8
  br i1 %34, label %43, label %15, !llvm.loop !15

35:                                               ; preds = %29, %35
  %36 = phi i32 [ %41, %35 ], [ 0, %29 ]
  %37 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %36
  %38 = load i8, i8* %37, align 1, !tbaa !7
  %39 = zext i8 %38 to i32
  %40 = tail call i32 @putchar(i32 noundef %39) #3
  %41 = add nuw i32 %36, 1
  %42 = icmp eq i32 %41, %20
  br i1 %42, label %31, label %35, !llvm.loop !16

43:                                               ; preds = %31, %69
  %44 = phi i32 [ %73, %69 ], [ 0, %31 ]
  %45 = phi i32 [ %49, %69 ], [ 3, %31 ]
  %46 = phi i32 [ %72, %69 ], [ -2128831035, %31 ]
  %47 = icmp eq i32 %44, 0
  br i1 %47, label %48, label %53

48:                                               ; preds = %53, %43
  %49 = phi i32 [ %45, %43 ], [ %57, %53 ]
  %50 = tail call fastcc i32 @encode(i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @bytes, i32 0, i32 0), i32 noundef %44) #4
  %51 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([200 x i8], [200 x i8]* @text, i32 0, i32 0)) #4
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
  store i8 %59, i8* %60, align 1, !tbaa !7
  %61 = add nuw nsw i32 %54, 1
  %62 = icmp eq i32 %61, %44
  br i1 %62, label %48, label %53, !llvm.loop !17

63:                                               ; preds = %48
  %64 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @bytes, i32 0, i32 0), i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @back, i32 0, i32 0), i32 noundef %44) #3
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %67, label %66

66:                                               ; preds = %63, %48
  tail call void @abort() #3
  br label %67

67:                                               ; preds = %66, %63
  %68 = icmp eq i32 %50, 0
  br i1 %68, label %69, label %92

69:                                               ; preds = %92, %67
  %70 = phi i32 [ %46, %67 ], [ %99, %92 ]
  %71 = xor i32 %70, %50
  %72 = mul i32 %71, 16777619
  %73 = add nuw nsw i32 %44, 7
  %74 = icmp ult i32 %44, 143
  br i1 %74, label %43, label %75, !llvm.loop !18

75:                                               ; preds = %69
  %76 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0)) #4
  %77 = xor i32 %76, %72
  %78 = mul i32 %77, 16777619
  %79 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i32 0, i32 0)) #4
  %80 = xor i32 %79, %78
  %81 = mul i32 %80, 16777619
  %82 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i32 0, i32 0)) #4
  %83 = xor i32 %82, %81
  %84 = mul i32 %83, 16777619
  %85 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0)) #4
  %86 = xor i32 %85, %84
  %87 = mul i32 %86, 16777619
  %88 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0)) #4
  %89 = xor i32 %88, %87
  %90 = mul i32 %89, 16777619
  %91 = and i32 %90, 2147483647
  ret i32 %91

92:                                               ; preds = %67, %92
  %93 = phi i32 [ %100, %92 ], [ 0, %67 ]
  %94 = phi i32 [ %99, %92 ], [ %46, %67 ]
  %95 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %93
  %96 = load i8, i8* %95, align 1, !tbaa !7
  %97 = zext i8 %96 to i32
  %98 = xor i32 %94, %97
  %99 = mul i32 %98, 16777619
  %100 = add i32 %93, 5
  %101 = icmp ult i32 %100, %50
  br i1 %101, label %92, label %69, !llvm.loop !19
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
  %9 = load i8, i8* %8, align 1, !tbaa !7
  %10 = zext i8 %9 to i32
  %11 = shl nuw nsw i32 %10, 16
  %12 = add i32 %7, 1
  %13 = getelementptr inbounds i8, i8* %0, i32 %12
  %14 = load i8, i8* %13, align 1, !tbaa !7
  %15 = zext i8 %14 to i32
  %16 = shl nuw nsw i32 %15, 8
  %17 = or i32 %16, %11
  %18 = add i32 %7, 2
  %19 = getelementptr inbounds i8, i8* %0, i32 %18
  %20 = load i8, i8* %19, align 1, !tbaa !7
  %21 = zext i8 %20 to i32
  %22 = or i32 %16, %21
  %23 = lshr i32 %10, 2
  %24 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %23
  %25 = load i8, i8* %24, align 1, !tbaa !7
  %26 = or i32 %6, 1
  %27 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %6
  store i8 %25, i8* %27, align 1, !tbaa !7
  %28 = lshr i32 %17, 12
  %29 = and i32 %28, 63
  %30 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %29
  %31 = load i8, i8* %30, align 1, !tbaa !7
  %32 = or i32 %6, 2
  %33 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %26
  store i8 %31, i8* %33, align 1, !tbaa !7
  %34 = lshr i32 %22, 6
  %35 = and i32 %34, 63
  %36 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %35
  %37 = load i8, i8* %36, align 1, !tbaa !7
  %38 = or i32 %6, 3
  %39 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %32
  store i8 %37, i8* %39, align 1, !tbaa !7
  %40 = and i32 %21, 63
  %41 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %40
  %42 = load i8, i8* %41, align 1, !tbaa !7
  %43 = add i32 %6, 4
  %44 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %38
  store i8 %42, i8* %44, align 1, !tbaa !7
  %45 = add i32 %5, 3
  %46 = icmp ugt i32 %45, %1
  br i1 %46, label %47, label %4, !llvm.loop !20

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
  %53 = load i8, i8* %52, align 1, !tbaa !7
  %54 = zext i8 %53 to i32
  %55 = shl nuw nsw i32 %54, 4
  %56 = lshr i32 %54, 2
  %57 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %56
  %58 = load i8, i8* %57, align 1, !tbaa !7
  %59 = or i32 %49, 1
  %60 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %49
  store i8 %58, i8* %60, align 1, !tbaa !7
  %61 = and i32 %55, 48
  %62 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %61
  %63 = load i8, i8* %62, align 1, !tbaa !7
  %64 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %59
  store i8 %63, i8* %64, align 1, !tbaa !7
  br label %90

65:                                               ; preds = %47
  %66 = getelementptr inbounds i8, i8* %0, i32 %48
  %67 = load i8, i8* %66, align 1, !tbaa !7
  %68 = zext i8 %67 to i32
  %69 = shl nuw nsw i32 %68, 16
  %70 = add i32 %48, 1
  %71 = getelementptr inbounds i8, i8* %0, i32 %70
  %72 = load i8, i8* %71, align 1, !tbaa !7
  %73 = zext i8 %72 to i32
  %74 = shl nuw nsw i32 %73, 8
  %75 = or i32 %74, %69
  %76 = lshr i32 %68, 2
  %77 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %76
  %78 = load i8, i8* %77, align 1, !tbaa !7
  %79 = or i32 %49, 1
  %80 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %49
  store i8 %78, i8* %80, align 1, !tbaa !7
  %81 = lshr i32 %75, 12
  %82 = and i32 %81, 63
  %83 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %82
  %84 = load i8, i8* %83, align 1, !tbaa !7
  %85 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %79
  store i8 %84, i8* %85, align 1, !tbaa !7
  %86 = shl nuw nsw i32 %73, 2
  %87 = and i32 %86, 60
  %88 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %87
  %89 = load i8, i8* %88, align 1, !tbaa !7
  br label %90

90:                                               ; preds = %51, %65
  %91 = phi i8 [ %89, %65 ], [ 61, %51 ]
  %92 = or i32 %49, 2
  %93 = or i32 %49, 3
  %94 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %92
  store i8 %91, i8* %94, align 1, !tbaa !7
  %95 = add i32 %49, 4
  %96 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %93
  store i8 61, i8* %96, align 1, !tbaa !7
  br label %97

97:                                               ; preds = %90, %47
  %98 = phi i32 [ %49, %47 ], [ %95, %90 ]
  %99 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %98
  store i8 0, i8* %99, align 1, !tbaa !7
  ret i32 %98
}

declare dso_local i32 @strlen(i8* noundef) local_unnamed_addr #2

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #2

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc i32 @decode(i8* noundef %0) unnamed_addr #0 {
  %2 = tail call i32 @strlen(i8* noundef %0) #3
  %3 = and i32 %2, 3
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %90

5:                                                ; preds = %1
  %6 = icmp eq i32 %2, 0
  br i1 %6, label %90, label %7

7:                                                ; preds = %5, %87
  %8 = phi i32 [ %10, %87 ], [ 0, %5 ]
  %9 = phi i32 [ %88, %87 ], [ 0, %5 ]
  %10 = add i32 %8, 4
  %11 = icmp eq i32 %10, %2
  %12 = getelementptr inbounds i8, i8* %0, i32 %8
  %13 = load i8, i8* %12, align 1, !tbaa !7
  %14 = zext i8 %13 to i32
  %15 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %14
  %16 = load i8, i8* %15, align 1, !tbaa !7
  %17 = icmp slt i8 %16, 0
  br i1 %17, label %90, label %18

18:                                               ; preds = %7
  %19 = zext i8 %16 to i32
  %20 = or i32 %8, 1
  %21 = getelementptr inbounds i8, i8* %0, i32 %20
  %22 = load i8, i8* %21, align 1, !tbaa !7
  %23 = zext i8 %22 to i32
  %24 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %23
  %25 = load i8, i8* %24, align 1, !tbaa !7
  %26 = icmp slt i8 %25, 0
  br i1 %26, label %90, label %27

27:                                               ; preds = %18
  %28 = zext i8 %25 to i32
  %29 = or i32 %8, 2
  %30 = getelementptr inbounds i8, i8* %0, i32 %29
  %31 = load i8, i8* %30, align 1, !tbaa !7
  %32 = icmp ne i8 %31, 61
  %33 = xor i1 %11, true
  %34 = select i1 %32, i1 true, i1 %33
  br i1 %34, label %35, label %52

35:                                               ; preds = %27
  %36 = zext i8 %31 to i32
  %37 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %36
  %38 = load i8, i8* %37, align 1, !tbaa !7
  %39 = icmp slt i8 %38, 0
  br i1 %39, label %90, label %40

40:                                               ; preds = %35
  %41 = sext i8 %38 to i32
  %42 = shl nuw nsw i32 %19, 12
  %43 = shl nuw nsw i32 %28, 6
  %44 = or i32 %42, %43
  %45 = or i32 %44, %41
  %46 = or i32 %8, 3
  %47 = getelementptr inbounds i8, i8* %0, i32 %46
  %48 = load i8, i8* %47, align 1, !tbaa !7
  %49 = icmp ne i8 %48, 61
  %50 = xor i1 %11, true
  %51 = select i1 %49, i1 true, i1 %50
  br i1 %51, label %57, label %68

52:                                               ; preds = %27
  %53 = or i32 %8, 3
  %54 = getelementptr inbounds i8, i8* %0, i32 %53
  %55 = load i8, i8* %54, align 1, !tbaa !7
  %56 = icmp eq i8 %55, 61
  br i1 %56, label %63, label %90

57:                                               ; preds = %40
  %58 = zext i8 %48 to i32
  %59 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %58
  %60 = load i8, i8* %59, align 1, !tbaa !7
  %61 = sext i8 %60 to i32
  %62 = icmp slt i8 %60, 0
  br i1 %62, label %90, label %68

63:                                               ; preds = %52
  %64 = shl nuw nsw i32 %19, 18
  %65 = shl nuw nsw i32 %28, 12
  %66 = or i32 %64, %65
  %67 = lshr i32 %66, 16
  br label %80

68:                                               ; preds = %40, %57
  %69 = phi i32 [ %61, %57 ], [ 0, %40 ]
  %70 = shl nsw i32 %45, 6
  %71 = or i32 %69, %70
  %72 = lshr i32 %71, 16
  %73 = trunc i32 %72 to i8
  %74 = add nsw i32 %9, 1
  %75 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i32 0, i32 %9
  store i8 %73, i8* %75, align 1, !tbaa !7
  %76 = lshr i32 %71, 8
  %77 = trunc i32 %76 to i8
  %78 = add nsw i32 %9, 2
  %79 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i32 0, i32 %74
  store i8 %77, i8* %79, align 1, !tbaa !7
  br i1 %51, label %80, label %87

80:                                               ; preds = %68, %63
  %81 = phi i32 [ %67, %63 ], [ %71, %68 ]
  %82 = phi i32 [ 1, %63 ], [ 3, %68 ]
  %83 = phi i32 [ %9, %63 ], [ %78, %68 ]
  %84 = trunc i32 %81 to i8
  %85 = add nsw i32 %9, %82
  %86 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i32 0, i32 %83
  store i8 %84, i8* %86, align 1, !tbaa !7
  br label %87

87:                                               ; preds = %80, %68
  %88 = phi i32 [ %78, %68 ], [ %85, %80 ]
  %89 = icmp ult i32 %10, %2
  br i1 %89, label %7, label %90, !llvm.loop !21

90:                                               ; preds = %87, %52, %7, %18, %35, %57, %5, %1
  %91 = phi i32 [ -1, %1 ], [ 0, %5 ], [ %88, %87 ], [ -1, %52 ], [ -1, %7 ], [ -1, %18 ], [ -1, %35 ], [ -1, %57 ]
  ret i32 %91
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
