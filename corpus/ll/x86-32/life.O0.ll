; ModuleID = 'life.c'
source_filename = "life.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@grid = internal global [10 x [16 x i8]] zeroinitializer, align 1
@.str = private unnamed_addr constant [12 x i8] c".#./..#/###\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"###\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c".##/##./.#.\00", align 1
@next = internal global [10 x [16 x i8]] zeroinitializer, align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = call i8* @memset(i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 0, i32 0), i32 noundef 0, i32 noundef 160) #2
  call void @set_cells(i32 noundef 1, i32 noundef 1, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0)) #2
  call void @set_cells(i32 noundef 2, i32 noundef 11, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0)) #2
  call void @set_cells(i32 noundef 5, i32 noundef 6, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0)) #2
  store i32 -2128831035, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %9

9:                                                ; preds = %41, %0
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %10, 9
  br i1 %11, label %12, label %44

12:                                               ; preds = %9
  call void @generation() #2
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %13

13:                                               ; preds = %33, %12
  %14 = load i32, i32* %4, align 4
  %15 = icmp slt i32 %14, 10
  br i1 %15, label %16, label %36

16:                                               ; preds = %13
  store i32 0, i32* %5, align 4
  br label %17

17:                                               ; preds = %29, %16
  %18 = load i32, i32* %5, align 4
  %19 = icmp slt i32 %18, 16
  br i1 %19, label %20, label %32

20:                                               ; preds = %17
  %21 = load i32, i32* %4, align 4
  %22 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %21
  %23 = load i32, i32* %5, align 4
  %24 = getelementptr inbounds [16 x i8], [16 x i8]* %22, i32 0, i32 %23
  %25 = load i8, i8* %24, align 1
  %26 = zext i8 %25 to i32
  %27 = load i32, i32* %3, align 4
  %28 = add i32 %27, %26
  store i32 %28, i32* %3, align 4
  br label %29

29:                                               ; preds = %20
  %30 = load i32, i32* %5, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %5, align 4
  br label %17, !llvm.loop !3

32:                                               ; preds = %17
  br label %33

33:                                               ; preds = %32
  %34 = load i32, i32* %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %4, align 4
  br label %13, !llvm.loop !5

36:                                               ; preds = %13
  %37 = load i32, i32* %1, align 4
  %38 = load i32, i32* %3, align 4
  %39 = xor i32 %37, %38
  %40 = mul i32 %39, 16777619
  store i32 %40, i32* %1, align 4
  br label %41

41:                                               ; preds = %36
  %42 = load i32, i32* %2, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %2, align 4
  br label %9, !llvm.loop !6

44:                                               ; preds = %9
  store i32 0, i32* %6, align 4
  br label %45

45:                                               ; preds = %77, %44
  %46 = load i32, i32* %6, align 4
  %47 = icmp slt i32 %46, 10
  br i1 %47, label %48, label %80

48:                                               ; preds = %45
  store i32 0, i32* %7, align 4
  br label %49

49:                                               ; preds = %72, %48
  %50 = load i32, i32* %7, align 4
  %51 = icmp slt i32 %50, 16
  br i1 %51, label %52, label %75

52:                                               ; preds = %49
  %53 = load i32, i32* %6, align 4
  %54 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %53
  %55 = load i32, i32* %7, align 4
  %56 = getelementptr inbounds [16 x i8], [16 x i8]* %54, i32 0, i32 %55
  %57 = load i8, i8* %56, align 1
  %58 = zext i8 %57 to i32
  %59 = icmp ne i32 %58, 0
  %60 = zext i1 %59 to i64
  %61 = select i1 %59, i32 35, i32 46
  %62 = call i32 @putchar(i32 noundef %61) #2
  %63 = load i32, i32* %1, align 4
  %64 = load i32, i32* %6, align 4
  %65 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %64
  %66 = load i32, i32* %7, align 4
  %67 = getelementptr inbounds [16 x i8], [16 x i8]* %65, i32 0, i32 %66
  %68 = load i8, i8* %67, align 1
  %69 = zext i8 %68 to i32
  %70 = xor i32 %63, %69
  %71 = mul i32 %70, 16777619
  store i32 %71, i32* %1, align 4
  br label %72

72:                                               ; preds = %52
  %73 = load i32, i32* %7, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %7, align 4
  br label %49, !llvm.loop !7

75:                                               ; preds = %49
  %76 = call i32 @putchar(i32 noundef 10) #2
  br label %77

77:                                               ; preds = %75
  %78 = load i32, i32* %6, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, i32* %6, align 4
  br label %45, !llvm.loop !8

80:                                               ; preds = %45
  %81 = load i32, i32* %1, align 4
  %82 = and i32 %81, 2147483647
  ret i32 %82
}

declare dso_local i8* @memset(i8* noundef, i32 noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @set_cells(i32 noundef %0, i32 noundef %1, i8* noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8*, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i8* %2, i8** %6, align 4
  %10 = load i32, i32* %4, align 4
  store i32 %10, i32* %7, align 4
  %11 = load i32, i32* %5, align 4
  store i32 %11, i32* %8, align 4
  %12 = load i8*, i8** %6, align 4
  store i8* %12, i8** %9, align 4
  br label %13

13:                                               ; preds = %42, %3
  %14 = load i8*, i8** %9, align 4
  %15 = load i8, i8* %14, align 1
  %16 = icmp ne i8 %15, 0
  br i1 %16, label %17, label %45

17:                                               ; preds = %13
  %18 = load i8*, i8** %9, align 4
  %19 = load i8, i8* %18, align 1
  %20 = sext i8 %19 to i32
  %21 = icmp eq i32 %20, 47
  br i1 %21, label %22, label %26

22:                                               ; preds = %17
  %23 = load i32, i32* %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %7, align 4
  %25 = load i32, i32* %5, align 4
  store i32 %25, i32* %8, align 4
  br label %41

26:                                               ; preds = %17
  %27 = load i8*, i8** %9, align 4
  %28 = load i8, i8* %27, align 1
  %29 = sext i8 %28 to i32
  %30 = icmp eq i32 %29, 35
  br i1 %30, label %31, label %38

31:                                               ; preds = %26
  %32 = load i32, i32* %7, align 4
  %33 = srem i32 %32, 10
  %34 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %33
  %35 = load i32, i32* %8, align 4
  %36 = srem i32 %35, 16
  %37 = getelementptr inbounds [16 x i8], [16 x i8]* %34, i32 0, i32 %36
  store i8 1, i8* %37, align 1
  br label %38

38:                                               ; preds = %31, %26
  %39 = load i32, i32* %8, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %8, align 4
  br label %41

41:                                               ; preds = %38, %22
  br label %42

42:                                               ; preds = %41
  %43 = load i8*, i8** %9, align 4
  %44 = getelementptr inbounds i8, i8* %43, i32 1
  store i8* %44, i8** %9, align 4
  br label %13, !llvm.loop !9

45:                                               ; preds = %13
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @generation() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %8

8:                                                ; preds = %112, %0
  %9 = load i32, i32* %1, align 4
  %10 = icmp slt i32 %9, 10
  br i1 %10, label %11, label %115

11:                                               ; preds = %8
  %12 = load i32, i32* %1, align 4
  %13 = add nsw i32 %12, 10
  %14 = sub nsw i32 %13, 1
  %15 = srem i32 %14, 10
  store i32 %15, i32* %2, align 4
  %16 = load i32, i32* %1, align 4
  %17 = add nsw i32 %16, 1
  %18 = srem i32 %17, 10
  store i32 %18, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %19

19:                                               ; preds = %108, %11
  %20 = load i32, i32* %4, align 4
  %21 = icmp slt i32 %20, 16
  br i1 %21, label %22, label %111

22:                                               ; preds = %19
  %23 = load i32, i32* %4, align 4
  %24 = add nsw i32 %23, 16
  %25 = sub nsw i32 %24, 1
  %26 = srem i32 %25, 16
  store i32 %26, i32* %5, align 4
  %27 = load i32, i32* %4, align 4
  %28 = add nsw i32 %27, 1
  %29 = srem i32 %28, 16
  store i32 %29, i32* %6, align 4
  %30 = load i32, i32* %2, align 4
  %31 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %30
  %32 = load i32, i32* %5, align 4
  %33 = getelementptr inbounds [16 x i8], [16 x i8]* %31, i32 0, i32 %32
  %34 = load i8, i8* %33, align 1
  %35 = zext i8 %34 to i32
  %36 = load i32, i32* %2, align 4
  %37 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %36
  %38 = load i32, i32* %4, align 4
  %39 = getelementptr inbounds [16 x i8], [16 x i8]* %37, i32 0, i32 %38
  %40 = load i8, i8* %39, align 1
  %41 = zext i8 %40 to i32
  %42 = add nsw i32 %35, %41
  %43 = load i32, i32* %2, align 4
  %44 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %43
  %45 = load i32, i32* %6, align 4
  %46 = getelementptr inbounds [16 x i8], [16 x i8]* %44, i32 0, i32 %45
  %47 = load i8, i8* %46, align 1
  %48 = zext i8 %47 to i32
  %49 = add nsw i32 %42, %48
  %50 = load i32, i32* %1, align 4
  %51 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %50
  %52 = load i32, i32* %5, align 4
  %53 = getelementptr inbounds [16 x i8], [16 x i8]* %51, i32 0, i32 %52
  %54 = load i8, i8* %53, align 1
  %55 = zext i8 %54 to i32
  %56 = add nsw i32 %49, %55
  %57 = load i32, i32* %1, align 4
  %58 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %57
  %59 = load i32, i32* %6, align 4
  %60 = getelementptr inbounds [16 x i8], [16 x i8]* %58, i32 0, i32 %59
  %61 = load i8, i8* %60, align 1
  %62 = zext i8 %61 to i32
  %63 = add nsw i32 %56, %62
  %64 = load i32, i32* %3, align 4
  %65 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %64
  %66 = load i32, i32* %5, align 4
  %67 = getelementptr inbounds [16 x i8], [16 x i8]* %65, i32 0, i32 %66
  %68 = load i8, i8* %67, align 1
  %69 = zext i8 %68 to i32
  %70 = add nsw i32 %63, %69
  %71 = load i32, i32* %3, align 4
  %72 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %71
  %73 = load i32, i32* %4, align 4
  %74 = getelementptr inbounds [16 x i8], [16 x i8]* %72, i32 0, i32 %73
  %75 = load i8, i8* %74, align 1
  %76 = zext i8 %75 to i32
  %77 = add nsw i32 %70, %76
  %78 = load i32, i32* %3, align 4
  %79 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %78
  %80 = load i32, i32* %6, align 4
  %81 = getelementptr inbounds [16 x i8], [16 x i8]* %79, i32 0, i32 %80
  %82 = load i8, i8* %81, align 1
  %83 = zext i8 %82 to i32
  %84 = add nsw i32 %77, %83
  store i32 %84, i32* %7, align 4
  %85 = load i32, i32* %7, align 4
  %86 = icmp eq i32 %85, 3
  br i1 %86, label %100, label %87

87:                                               ; preds = %22
  %88 = load i32, i32* %7, align 4
  %89 = icmp eq i32 %88, 2
  br i1 %89, label %90, label %98

90:                                               ; preds = %87
  %91 = load i32, i32* %1, align 4
  %92 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %91
  %93 = load i32, i32* %4, align 4
  %94 = getelementptr inbounds [16 x i8], [16 x i8]* %92, i32 0, i32 %93
  %95 = load i8, i8* %94, align 1
  %96 = zext i8 %95 to i32
  %97 = icmp ne i32 %96, 0
  br label %98

98:                                               ; preds = %90, %87
  %99 = phi i1 [ false, %87 ], [ %97, %90 ]
  br label %100

100:                                              ; preds = %98, %22
  %101 = phi i1 [ true, %22 ], [ %99, %98 ]
  %102 = zext i1 %101 to i32
  %103 = trunc i32 %102 to i8
  %104 = load i32, i32* %1, align 4
  %105 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @next, i32 0, i32 %104
  %106 = load i32, i32* %4, align 4
  %107 = getelementptr inbounds [16 x i8], [16 x i8]* %105, i32 0, i32 %106
  store i8 %103, i8* %107, align 1
  br label %108

108:                                              ; preds = %100
  %109 = load i32, i32* %4, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, i32* %4, align 4
  br label %19, !llvm.loop !10

111:                                              ; preds = %19
  br label %112

112:                                              ; preds = %111
  %113 = load i32, i32* %1, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, i32* %1, align 4
  br label %8, !llvm.loop !11

115:                                              ; preds = %8
  %116 = call i8* @memcpy(i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @next, i32 0, i32 0, i32 0), i32 noundef 160) #2
  ret void
}

declare dso_local i32 @putchar(i32 noundef) #1

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.mustprogress"}
!5 = distinct !{!5, !4}
!6 = distinct !{!6, !4}
!7 = distinct !{!7, !4}
!8 = distinct !{!8, !4}
!9 = distinct !{!9, !4}
!10 = distinct !{!10, !4}
!11 = distinct !{!11, !4}
