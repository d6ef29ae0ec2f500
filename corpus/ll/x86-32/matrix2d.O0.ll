; ModuleID = 'matrix2d.c'
source_filename = "matrix2d.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@A = dso_local global [7 x [7 x i32]] zeroinitializer, align 4
@B = dso_local global [7 x [7 x i32]] zeroinitializer, align 4
@S = internal global [8 x [8 x i32]] zeroinitializer, align 4
@h = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x [7 x i32]], align 4
  %3 = alloca [7 x [7 x i32]], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [4 x [4 x i32]], align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  store i32 99, i32* %1, align 4
  store i32 0, i32* %4, align 4
  br label %16

16:                                               ; preds = %46, %0
  %17 = load i32, i32* %4, align 4
  %18 = icmp slt i32 %17, 7
  br i1 %18, label %19, label %49

19:                                               ; preds = %16
  store i32 0, i32* %5, align 4
  br label %20

20:                                               ; preds = %42, %19
  %21 = load i32, i32* %5, align 4
  %22 = icmp slt i32 %21, 7
  br i1 %22, label %23, label %45

23:                                               ; preds = %20
  %24 = load i32, i32* %1, align 4
  %25 = mul i32 %24, 1103515245
  %26 = add i32 %25, 12345
  store i32 %26, i32* %1, align 4
  %27 = load i32, i32* %1, align 4
  %28 = lshr i32 %27, 16
  %29 = urem i32 %28, 31
  %30 = sub nsw i32 %29, 15
  %31 = load i32, i32* %4, align 4
  %32 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 %31
  %33 = load i32, i32* %5, align 4
  %34 = getelementptr inbounds [7 x i32], [7 x i32]* %32, i32 0, i32 %33
  store i32 %30, i32* %34, align 4
  %35 = load i32, i32* %1, align 4
  %36 = lshr i32 %35, 8
  %37 = urem i32 %36, 17
  %38 = load i32, i32* %4, align 4
  %39 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %38
  %40 = load i32, i32* %5, align 4
  %41 = getelementptr inbounds [7 x i32], [7 x i32]* %39, i32 0, i32 %40
  store i32 %37, i32* %41, align 4
  br label %42

42:                                               ; preds = %23
  %43 = load i32, i32* %5, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %5, align 4
  br label %20, !llvm.loop !3

45:                                               ; preds = %20
  br label %46

46:                                               ; preds = %45
  %47 = load i32, i32* %4, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* %4, align 4
  br label %16, !llvm.loop !5

49:                                               ; preds = %16
  store i32 0, i32* %6, align 4
  br label %50

50:                                               ; preds = %90, %49
  %51 = load i32, i32* %6, align 4
  %52 = icmp slt i32 %51, 5
  br i1 %52, label %53, label %93

53:                                               ; preds = %50
  %54 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 0
  call void @matmul([7 x i32]* noundef %54, [7 x i32]* noundef getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0), [7 x i32]* noundef getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0)) #2
  %55 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 0
  call void @transpose([7 x i32]* noundef %55) #2
  %56 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %3, i32 0, i32 0
  %57 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 0
  call void @rotate([7 x i32]* noundef %56, [7 x i32]* noundef %57) #2
  store i32 0, i32* %7, align 4
  br label %58

58:                                               ; preds = %80, %53
  %59 = load i32, i32* %7, align 4
  %60 = icmp slt i32 %59, 7
  br i1 %60, label %61, label %83

61:                                               ; preds = %58
  store i32 0, i32* %8, align 4
  br label %62

62:                                               ; preds = %76, %61
  %63 = load i32, i32* %8, align 4
  %64 = icmp slt i32 %63, 7
  br i1 %64, label %65, label %79

65:                                               ; preds = %62
  %66 = load i32, i32* %7, align 4
  %67 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %3, i32 0, i32 %66
  %68 = load i32, i32* %8, align 4
  %69 = getelementptr inbounds [7 x i32], [7 x i32]* %67, i32 0, i32 %68
  %70 = load i32, i32* %69, align 4
  %71 = srem i32 %70, 23
  %72 = load i32, i32* %7, align 4
  %73 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 %72
  %74 = load i32, i32* %8, align 4
  %75 = getelementptr inbounds [7 x i32], [7 x i32]* %73, i32 0, i32 %74
  store i32 %71, i32* %75, align 4
  br label %76

76:                                               ; preds = %65
  %77 = load i32, i32* %8, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, i32* %8, align 4
  br label %62, !llvm.loop !6

79:                                               ; preds = %62
  br label %80

80:                                               ; preds = %79
  %81 = load i32, i32* %7, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, i32* %7, align 4
  br label %58, !llvm.loop !7

83:                                               ; preds = %58
  %84 = load i32, i32* %6, align 4
  %85 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i32 0, i32 %84
  %86 = load i32, i32* %6, align 4
  %87 = sub nsw i32 6, %86
  %88 = getelementptr inbounds [7 x i32], [7 x i32]* %85, i32 0, i32 %87
  %89 = load i32, i32* %88, align 4
  call void @mix(i32 noundef %89) #2
  br label %90

90:                                               ; preds = %83
  %91 = load i32, i32* %6, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, i32* %6, align 4
  br label %50, !llvm.loop !8

93:                                               ; preds = %50
  call void @prefix2d([7 x i32]* noundef getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0)) #2
  store i32 0, i32* %9, align 4
  br label %94

94:                                               ; preds = %112, %93
  %95 = load i32, i32* %9, align 4
  %96 = icmp slt i32 %95, 7
  br i1 %96, label %97, label %115

97:                                               ; preds = %94
  store i32 0, i32* %10, align 4
  br label %98

98:                                               ; preds = %108, %97
  %99 = load i32, i32* %10, align 4
  %100 = icmp slt i32 %99, 7
  br i1 %100, label %101, label %111

101:                                              ; preds = %98
  %102 = load i32, i32* %9, align 4
  %103 = load i32, i32* %10, align 4
  %104 = load i32, i32* %10, align 4
  %105 = sdiv i32 %104, 2
  %106 = sub nsw i32 7, %105
  %107 = call i32 @rect_sum(i32 noundef %102, i32 noundef %103, i32 noundef 7, i32 noundef %106) #2
  call void @mix(i32 noundef %107) #2
  br label %108

108:                                              ; preds = %101
  %109 = load i32, i32* %10, align 4
  %110 = add nsw i32 %109, 3
  store i32 %110, i32* %10, align 4
  br label %98, !llvm.loop !9

111:                                              ; preds = %98
  br label %112

112:                                              ; preds = %111
  %113 = load i32, i32* %9, align 4
  %114 = add nsw i32 %113, 2
  store i32 %114, i32* %9, align 4
  br label %94, !llvm.loop !10

115:                                              ; preds = %94
  %116 = call i32 @rect_sum(i32 noundef 0, i32 noundef 0, i32 noundef 7, i32 noundef 7) #2
  %117 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 7, i32 7), align 4
  %118 = icmp ne i32 %116, %117
  br i1 %118, label %119, label %120

119:                                              ; preds = %115
  call void @abort() #2
  br label %120

120:                                              ; preds = %119, %115
  %121 = call i32 @saddles([7 x i32]* noundef getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @A, i32 0, i32 0)) #2
  call void @mix(i32 noundef %121) #2
  %122 = call i32 @saddles([7 x i32]* noundef getelementptr inbounds ([7 x [7 x i32]], [7 x [7 x i32]]* @B, i32 0, i32 0)) #2
  call void @mix(i32 noundef %122) #2
  store i32 0, i32* %12, align 4
  br label %123

123:                                              ; preds = %168, %120
  %124 = load i32, i32* %12, align 4
  %125 = icmp slt i32 %124, 30
  br i1 %125, label %126, label %171

126:                                              ; preds = %123
  store i32 0, i32* %13, align 4
  br label %127

127:                                              ; preds = %150, %126
  %128 = load i32, i32* %13, align 4
  %129 = icmp slt i32 %128, 4
  br i1 %129, label %130, label %153

130:                                              ; preds = %127
  store i32 0, i32* %14, align 4
  br label %131

131:                                              ; preds = %146, %130
  %132 = load i32, i32* %14, align 4
  %133 = icmp slt i32 %132, 4
  br i1 %133, label %134, label %149

134:                                              ; preds = %131
  %135 = load i32, i32* %1, align 4
  %136 = mul i32 %135, 1103515245
  %137 = add i32 %136, 12345
  store i32 %137, i32* %1, align 4
  %138 = load i32, i32* %1, align 4
  %139 = lshr i32 %138, 16
  %140 = urem i32 %139, 11
  %141 = sub nsw i32 %140, 5
  %142 = load i32, i32* %13, align 4
  %143 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %11, i32 0, i32 %142
  %144 = load i32, i32* %14, align 4
  %145 = getelementptr inbounds [4 x i32], [4 x i32]* %143, i32 0, i32 %144
  store i32 %141, i32* %145, align 4
  br label %146

146:                                              ; preds = %134
  %147 = load i32, i32* %14, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, i32* %14, align 4
  br label %131, !llvm.loop !11

149:                                              ; preds = %131
  br label %150

150:                                              ; preds = %149
  %151 = load i32, i32* %13, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, i32* %13, align 4
  br label %127, !llvm.loop !12

153:                                              ; preds = %127
  %154 = load i32, i32* %12, align 4
  %155 = srem i32 %154, 5
  %156 = icmp eq i32 %155, 0
  br i1 %156, label %157, label %160

157:                                              ; preds = %153
  %158 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %11, i32 0, i32 0
  %159 = getelementptr inbounds [4 x i32], [4 x i32]* %158, i32 0, i32 0
  store i32 0, i32* %159, align 4
  br label %160

160:                                              ; preds = %157, %153
  %161 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %11, i32 0, i32 0
  %162 = call i64 @det_bareiss(i32 noundef 4, [4 x i32]* noundef %161) #2
  store i64 %162, i64* %15, align 8
  %163 = load i64, i64* %15, align 8
  %164 = trunc i64 %163 to i32
  call void @mix(i32 noundef %164) #2
  %165 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %11, i32 0, i32 0
  %166 = call i64 @det_bareiss(i32 noundef 3, [4 x i32]* noundef %165) #2
  %167 = trunc i64 %166 to i32
  call void @mix(i32 noundef %167) #2
  br label %168

168:                                              ; preds = %160
  %169 = load i32, i32* %12, align 4
  %170 = add nsw i32 %169, 1
  store i32 %170, i32* %12, align 4
  br label %123, !llvm.loop !13

171:                                              ; preds = %123
  %172 = load i32, i32* @h, align 4
  %173 = and i32 %172, 2147483647
  ret i32 %173
}

; Function Attrs: noinline nounwind optnone
define internal void @matmul([7 x i32]* noundef %0, [7 x i32]* noundef %1, [7 x i32]* noundef %2) #0 {
  %4 = alloca [7 x i32]*, align 4
  %5 = alloca [7 x i32]*, align 4
  %6 = alloca [7 x i32]*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store [7 x i32]* %0, [7 x i32]** %4, align 4
  store [7 x i32]* %1, [7 x i32]** %5, align 4
  store [7 x i32]* %2, [7 x i32]** %6, align 4
  store i32 0, i32* %7, align 4
  br label %11

11:                                               ; preds = %53, %3
  %12 = load i32, i32* %7, align 4
  %13 = icmp slt i32 %12, 7
  br i1 %13, label %14, label %56

14:                                               ; preds = %11
  store i32 0, i32* %8, align 4
  br label %15

15:                                               ; preds = %49, %14
  %16 = load i32, i32* %8, align 4
  %17 = icmp slt i32 %16, 7
  br i1 %17, label %18, label %52

18:                                               ; preds = %15
  store i32 0, i32* %9, align 4
  store i32 0, i32* %10, align 4
  br label %19

19:                                               ; preds = %38, %18
  %20 = load i32, i32* %10, align 4
  %21 = icmp slt i32 %20, 7
  br i1 %21, label %22, label %41

22:                                               ; preds = %19
  %23 = load [7 x i32]*, [7 x i32]** %5, align 4
  %24 = load i32, i32* %7, align 4
  %25 = getelementptr inbounds [7 x i32], [7 x i32]* %23, i32 %24
  %26 = load i32, i32* %10, align 4
  %27 = getelementptr inbounds [7 x i32], [7 x i32]* %25, i32 0, i32 %26
  %28 = load i32, i32* %27, align 4
  %29 = load [7 x i32]*, [7 x i32]** %6, align 4
  %30 = load i32, i32* %10, align 4
  %31 = getelementptr inbounds [7 x i32], [7 x i32]* %29, i32 %30
  %32 = load i32, i32* %8, align 4
  %33 = getelementptr inbounds [7 x i32], [7 x i32]* %31, i32 0, i32 %32
  %34 = load i32, i32* %33, align 4
  %35 = mul nsw i32 %28, %34
  %36 = load i32, i32* %9, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, i32* %9, align 4
  br label %38

38:                                               ; preds = %22
  %39 = load i32, i32* %10, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %10, align 4
  br label %19, !llvm.loop !14

41:                                               ; preds = %19
  %42 = load i32, i32* %9, align 4
  %43 = srem i32 %42, 1009
  %44 = load [7 x i32]*, [7 x i32]** %4, align 4
  %45 = load i32, i32* %7, align 4
  %46 = getelementptr inbounds [7 x i32], [7 x i32]* %44, i32 %45
  %47 = load i32, i32* %8, align 4
  %48 = getelementptr inbounds [7 x i32], [7 x i32]* %46, i32 0, i32 %47
  store i32 %43, i32* %48, align 4
  br label %49

49:                                               ; preds = %41
  %50 = load i32, i32* %8, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %8, align 4
  br label %15, !llvm.loop !15

52:                                               ; preds = %15
  br label %53

53:                                               ; preds = %52
  %54 = load i32, i32* %7, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %7, align 4
  br label %11, !llvm.loop !16

56:                                               ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @transpose([7 x i32]* noundef %0) #0 {
  %2 = alloca [7 x i32]*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store [7 x i32]* %0, [7 x i32]** %2, align 4
  store i32 0, i32* %3, align 4
  br label %6

6:                                                ; preds = %43, %1
  %7 = load i32, i32* %3, align 4
  %8 = icmp slt i32 %7, 7
  br i1 %8, label %9, label %46

9:                                                ; preds = %6
  %10 = load i32, i32* %3, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %4, align 4
  br label %12

12:                                               ; preds = %39, %9
  %13 = load i32, i32* %4, align 4
  %14 = icmp slt i32 %13, 7
  br i1 %14, label %15, label %42

15:                                               ; preds = %12
  %16 = load [7 x i32]*, [7 x i32]** %2, align 4
  %17 = load i32, i32* %3, align 4
  %18 = getelementptr inbounds [7 x i32], [7 x i32]* %16, i32 %17
  %19 = load i32, i32* %4, align 4
  %20 = getelementptr inbounds [7 x i32], [7 x i32]* %18, i32 0, i32 %19
  %21 = load i32, i32* %20, align 4
  store i32 %21, i32* %5, align 4
  %22 = load [7 x i32]*, [7 x i32]** %2, align 4
  %23 = load i32, i32* %4, align 4
  %24 = getelementptr inbounds [7 x i32], [7 x i32]* %22, i32 %23
  %25 = load i32, i32* %3, align 4
  %26 = getelementptr inbounds [7 x i32], [7 x i32]* %24, i32 0, i32 %25
  %27 = load i32, i32* %26, align 4
  %28 = load [7 x i32]*, [7 x i32]** %2, align 4
  %29 = load i32, i32* %3, align 4
  %30 = getelementptr inbounds [7 x i32], [7 x i32]* %28, i32 %29
  %31 = load i32, i32* %4, align 4
  %32 = getelementptr inbounds [7 x i32], [7 x i32]* %30, i32 0, i32 %31
  store i32 %27, i32* %32, align 4
  %33 = load i32, i32* %5, align 4
  %34 = load [7 x i32]*, [7 x i32]** %2, align 4
  %35 = load i32, i32* %4, align 4
  %36 = getelementptr inbounds [7 x i32], [7 x i32]* %34, i32 %35
  %37 = load i32, i32* %3, align 4
  %38 = getelementptr inbounds [7 x i32], [7 x i32]* %36, i32 0, i32 %37
  store i32 %33, i32* %38, align 4
  br label %39

39:                                               ; preds = %15
  %40 = load i32, i32* %4, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, i32* %4, align 4
  br label %12, !llvm.loop !17

42:                                               ; preds = %12
  br label %43

43:                                               ; preds = %42
  %44 = load i32, i32* %3, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %3, align 4
  br label %6, !llvm.loop !18

46:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @rotate([7 x i32]* noundef %0, [7 x i32]* noundef %1) #0 {
  %3 = alloca [7 x i32]*, align 4
  %4 = alloca [7 x i32]*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store [7 x i32]* %0, [7 x i32]** %3, align 4
  store [7 x i32]* %1, [7 x i32]** %4, align 4
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %31, %2
  %8 = load i32, i32* %5, align 4
  %9 = icmp slt i32 %8, 7
  br i1 %9, label %10, label %34

10:                                               ; preds = %7
  store i32 0, i32* %6, align 4
  br label %11

11:                                               ; preds = %27, %10
  %12 = load i32, i32* %6, align 4
  %13 = icmp slt i32 %12, 7
  br i1 %13, label %14, label %30

14:                                               ; preds = %11
  %15 = load [7 x i32]*, [7 x i32]** %4, align 4
  %16 = load i32, i32* %5, align 4
  %17 = getelementptr inbounds [7 x i32], [7 x i32]* %15, i32 %16
  %18 = load i32, i32* %6, align 4
  %19 = getelementptr inbounds [7 x i32], [7 x i32]* %17, i32 0, i32 %18
  %20 = load i32, i32* %19, align 4
  %21 = load [7 x i32]*, [7 x i32]** %3, align 4
  %22 = load i32, i32* %6, align 4
  %23 = getelementptr inbounds [7 x i32], [7 x i32]* %21, i32 %22
  %24 = load i32, i32* %5, align 4
  %25 = sub nsw i32 6, %24
  %26 = getelementptr inbounds [7 x i32], [7 x i32]* %23, i32 0, i32 %25
  store i32 %20, i32* %26, align 4
  br label %27

27:                                               ; preds = %14
  %28 = load i32, i32* %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %6, align 4
  br label %11, !llvm.loop !19

30:                                               ; preds = %11
  br label %31

31:                                               ; preds = %30
  %32 = load i32, i32* %5, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %5, align 4
  br label %7, !llvm.loop !20

34:                                               ; preds = %7
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @h, align 4
  %4 = load i32, i32* %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, i32* @h, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @prefix2d([7 x i32]* noundef %0) #0 {
  %2 = alloca [7 x i32]*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store [7 x i32]* %0, [7 x i32]** %2, align 4
  store i32 0, i32* %3, align 4
  br label %6

6:                                                ; preds = %15, %1
  %7 = load i32, i32* %3, align 4
  %8 = icmp sle i32 %7, 7
  br i1 %8, label %9, label %18

9:                                                ; preds = %6
  %10 = load i32, i32* %3, align 4
  %11 = getelementptr inbounds [8 x i32], [8 x i32]* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 0), i32 0, i32 %10
  store i32 0, i32* %11, align 4
  %12 = load i32, i32* %3, align 4
  %13 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %12
  %14 = getelementptr inbounds [8 x i32], [8 x i32]* %13, i32 0, i32 0
  store i32 0, i32* %14, align 4
  br label %15

15:                                               ; preds = %9
  %16 = load i32, i32* %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* %3, align 4
  br label %6, !llvm.loop !21

18:                                               ; preds = %6
  store i32 1, i32* %4, align 4
  br label %19

19:                                               ; preds = %65, %18
  %20 = load i32, i32* %4, align 4
  %21 = icmp sle i32 %20, 7
  br i1 %21, label %22, label %68

22:                                               ; preds = %19
  store i32 1, i32* %5, align 4
  br label %23

23:                                               ; preds = %61, %22
  %24 = load i32, i32* %5, align 4
  %25 = icmp sle i32 %24, 7
  br i1 %25, label %26, label %64

26:                                               ; preds = %23
  %27 = load [7 x i32]*, [7 x i32]** %2, align 4
  %28 = load i32, i32* %4, align 4
  %29 = sub nsw i32 %28, 1
  %30 = getelementptr inbounds [7 x i32], [7 x i32]* %27, i32 %29
  %31 = load i32, i32* %5, align 4
  %32 = sub nsw i32 %31, 1
  %33 = getelementptr inbounds [7 x i32], [7 x i32]* %30, i32 0, i32 %32
  %34 = load i32, i32* %33, align 4
  %35 = load i32, i32* %4, align 4
  %36 = sub nsw i32 %35, 1
  %37 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %36
  %38 = load i32, i32* %5, align 4
  %39 = getelementptr inbounds [8 x i32], [8 x i32]* %37, i32 0, i32 %38
  %40 = load i32, i32* %39, align 4
  %41 = add nsw i32 %34, %40
  %42 = load i32, i32* %4, align 4
  %43 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %42
  %44 = load i32, i32* %5, align 4
  %45 = sub nsw i32 %44, 1
  %46 = getelementptr inbounds [8 x i32], [8 x i32]* %43, i32 0, i32 %45
  %47 = load i32, i32* %46, align 4
  %48 = add nsw i32 %41, %47
  %49 = load i32, i32* %4, align 4
  %50 = sub nsw i32 %49, 1
  %51 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %50
  %52 = load i32, i32* %5, align 4
  %53 = sub nsw i32 %52, 1
  %54 = getelementptr inbounds [8 x i32], [8 x i32]* %51, i32 0, i32 %53
  %55 = load i32, i32* %54, align 4
  %56 = sub nsw i32 %48, %55
  %57 = load i32, i32* %4, align 4
  %58 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %57
  %59 = load i32, i32* %5, align 4
  %60 = getelementptr inbounds [8 x i32], [8 x i32]* %58, i32 0, i32 %59
  store i32 %56, i32* %60, align 4
  br label %61

61:                                               ; preds = %26
  %62 = load i32, i32* %5, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, i32* %5, align 4
  br label %23, !llvm.loop !22

64:                                               ; preds = %23
  br label %65

65:                                               ; preds = %64
  %66 = load i32, i32* %4, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, i32* %4, align 4
  br label %19, !llvm.loop !23

68:                                               ; preds = %19
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rect_sum(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %9 = load i32, i32* %7, align 4
  %10 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %9
  %11 = load i32, i32* %8, align 4
  %12 = getelementptr inbounds [8 x i32], [8 x i32]* %10, i32 0, i32 %11
  %13 = load i32, i32* %12, align 4
  %14 = load i32, i32* %5, align 4
  %15 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %14
  %16 = load i32, i32* %8, align 4
  %17 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = sub nsw i32 %13, %18
  %20 = load i32, i32* %7, align 4
  %21 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %20
  %22 = load i32, i32* %6, align 4
  %23 = getelementptr inbounds [8 x i32], [8 x i32]* %21, i32 0, i32 %22
  %24 = load i32, i32* %23, align 4
  %25 = sub nsw i32 %19, %24
  %26 = load i32, i32* %5, align 4
  %27 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i32 0, i32 %26
  %28 = load i32, i32* %6, align 4
  %29 = getelementptr inbounds [8 x i32], [8 x i32]* %27, i32 0, i32 %28
  %30 = load i32, i32* %29, align 4
  %31 = add nsw i32 %25, %30
  ret i32 %31
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal i32 @saddles([7 x i32]* noundef %0) #0 {
  %2 = alloca [7 x i32]*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store [7 x i32]* %0, [7 x i32]** %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %9

9:                                                ; preds = %62, %1
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %10, 7
  br i1 %11, label %12, label %65

12:                                               ; preds = %9
  store i32 0, i32* %5, align 4
  br label %13

13:                                               ; preds = %58, %12
  %14 = load i32, i32* %5, align 4
  %15 = icmp slt i32 %14, 7
  br i1 %15, label %16, label %61

16:                                               ; preds = %13
  %17 = load [7 x i32]*, [7 x i32]** %2, align 4
  %18 = load i32, i32* %4, align 4
  %19 = getelementptr inbounds [7 x i32], [7 x i32]* %17, i32 %18
  %20 = load i32, i32* %5, align 4
  %21 = getelementptr inbounds [7 x i32], [7 x i32]* %19, i32 0, i32 %20
  %22 = load i32, i32* %21, align 4
  store i32 %22, i32* %6, align 4
  store i32 1, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %23

23:                                               ; preds = %51, %16
  %24 = load i32, i32* %8, align 4
  %25 = icmp slt i32 %24, 7
  br i1 %25, label %26, label %29

26:                                               ; preds = %23
  %27 = load i32, i32* %7, align 4
  %28 = icmp ne i32 %27, 0
  br label %29

29:                                               ; preds = %26, %23
  %30 = phi i1 [ false, %23 ], [ %28, %26 ]
  br i1 %30, label %31, label %54

31:                                               ; preds = %29
  %32 = load [7 x i32]*, [7 x i32]** %2, align 4
  %33 = load i32, i32* %4, align 4
  %34 = getelementptr inbounds [7 x i32], [7 x i32]* %32, i32 %33
  %35 = load i32, i32* %8, align 4
  %36 = getelementptr inbounds [7 x i32], [7 x i32]* %34, i32 0, i32 %35
  %37 = load i32, i32* %36, align 4
  %38 = load i32, i32* %6, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %49, label %40

40:                                               ; preds = %31
  %41 = load [7 x i32]*, [7 x i32]** %2, align 4
  %42 = load i32, i32* %8, align 4
  %43 = getelementptr inbounds [7 x i32], [7 x i32]* %41, i32 %42
  %44 = load i32, i32* %5, align 4
  %45 = getelementptr inbounds [7 x i32], [7 x i32]* %43, i32 0, i32 %44
  %46 = load i32, i32* %45, align 4
  %47 = load i32, i32* %6, align 4
  %48 = icmp sgt i32 %46, %47
  br i1 %48, label %49, label %50

49:                                               ; preds = %40, %31
  store i32 0, i32* %7, align 4
  br label %50

50:                                               ; preds = %49, %40
  br label %51

51:                                               ; preds = %50
  %52 = load i32, i32* %8, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %8, align 4
  br label %23, !llvm.loop !24

54:                                               ; preds = %29
  %55 = load i32, i32* %7, align 4
  %56 = load i32, i32* %3, align 4
  %57 = add nsw i32 %56, %55
  store i32 %57, i32* %3, align 4
  br label %58

58:                                               ; preds = %54
  %59 = load i32, i32* %5, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %5, align 4
  br label %13, !llvm.loop !25

61:                                               ; preds = %13
  br label %62

62:                                               ; preds = %61
  %63 = load i32, i32* %4, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %4, align 4
  br label %9, !llvm.loop !26

65:                                               ; preds = %9
  %66 = load i32, i32* %3, align 4
  ret i32 %66
}

; Function Attrs: noinline nounwind optnone
define internal i64 @det_bareiss(i32 noundef %0, [4 x i32]* noundef %1) #0 {
  %3 = alloca i64, align 4
  %4 = alloca i32, align 4
  %5 = alloca [4 x i32]*, align 4
  %6 = alloca [4 x [4 x i64]], align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store [4 x i32]* %1, [4 x i32]** %5, align 4
  store i32 0, i32* %7, align 4
  br label %17

17:                                               ; preds = %42, %2
  %18 = load i32, i32* %7, align 4
  %19 = load i32, i32* %4, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %45

21:                                               ; preds = %17
  store i32 0, i32* %8, align 4
  br label %22

22:                                               ; preds = %38, %21
  %23 = load i32, i32* %8, align 4
  %24 = load i32, i32* %4, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %41

26:                                               ; preds = %22
  %27 = load [4 x i32]*, [4 x i32]** %5, align 4
  %28 = load i32, i32* %7, align 4
  %29 = getelementptr inbounds [4 x i32], [4 x i32]* %27, i32 %28
  %30 = load i32, i32* %8, align 4
  %31 = getelementptr inbounds [4 x i32], [4 x i32]* %29, i32 0, i32 %30
  %32 = load i32, i32* %31, align 4
  %33 = sext i32 %32 to i64
  %34 = load i32, i32* %7, align 4
  %35 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %6, i32 0, i32 %34
  %36 = load i32, i32* %8, align 4
  %37 = getelementptr inbounds [4 x i64], [4 x i64]* %35, i32 0, i32 %36
  store i64 %33, i64* %37, align 8
  br label %38

38:                                               ; preds = %26
  %39 = load i32, i32* %8, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %8, align 4
  br label %22, !llvm.loop !27

41:                                               ; preds = %22
  br label %42

42:                                               ; preds = %41
  %43 = load i32, i32* %7, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %7, align 4
  br label %17, !llvm.loop !28

45:                                               ; preds = %17
  store i64 1, i64* %9, align 8
  store i32 1, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %46

46:                                               ; preds = %170, %45
  %47 = load i32, i32* %11, align 4
  %48 = load i32, i32* %4, align 4
  %49 = sub nsw i32 %48, 1
  %50 = icmp slt i32 %47, %49
  br i1 %50, label %51, label %173

51:                                               ; preds = %46
  %52 = load i32, i32* %11, align 4
  %53 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %6, i32 0, i32 %52
  %54 = load i32, i32* %11, align 4
  %55 = getelementptr inbounds [4 x i64], [4 x i64]* %53, i32 0, i32 %54
  %56 = load i64, i64* %55, align 8
  %57 = icmp eq i64 %56, 0
  br i1 %57, label %58, label %113

58:                                               ; preds = %51
  %59 = load i32, i32* %11, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %12, align 4
  br label %61

61:                                               ; preds = %74, %58
  %62 = load i32, i32* %12, align 4
  %63 = load i32, i32* %4, align 4
  %64 = icmp slt i32 %62, %63
  br i1 %64, label %65, label %72

65:                                               ; preds = %61
  %66 = load i32, i32* %12, align 4
  %67 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %6, i32 0, i32 %66
  %68 = load i32, i32* %11, align 4
  %69 = getelementptr inbounds [4 x i64], [4 x i64]* %67, i32 0, i32 %68
  %70 = load i64, i64* %69, align 8
  %71 = icmp eq i64 %70, 0
  br label %72

72:                                               ; preds = %65, %61
  %73 = phi i1 [ false, %61 ], [ %71, %65 ]
  br i1 %73, label %74, label %77

74:                                               ; preds = %72
  %75 = load i32, i32* %12, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, i32* %12, align 4
  br label %61, !llvm.loop !29

77:                                               ; preds = %72
  %78 = load i32, i32* %12, align 4
  %79 = load i32, i32* %4, align 4
  %80 = icmp eq i32 %78, %79
  br i1 %80, label %81, label %82

81:                                               ; preds = %77
  store i64 0, i64* %3, align 4
  br label %184

82:                                               ; preds = %77
  store i32 0, i32* %13, align 4
  br label %83

83:                                               ; preds = %107, %82
  %84 = load i32, i32* %13, align 4
  %85 = load i32, i32* %4, align 4
  %86 = icmp slt i32 %84, %85
  br i1 %86, label %87, label %110

87:                                               ; preds = %83
  %88 = load i32, i32* %11, align 4
  %89 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %6, i32 0, i32 %88
  %90 = load i32, i32* %13, align 4
  %91 = getelementptr inbounds [4 x i64], [4 x i64]* %89, i32 0, i32 %90
  %92 = load i64, i64* %91, align 8
  store i64 %92, i64* %14, align 8
  %93 = load i32, i32* %12, align 4
  %94 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %6, i32 0, i32 %93
  %95 = load i32, i32* %13, align 4
  %96 = getelementptr inbounds [4 x i64], [4 x i64]* %94, i32 0, i32 %95
  %97 = load i64, i64* %96, align 8
  %98 = load i32, i32* %11, align 4
  %99 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %6, i32 0, i32 %98
  %100 = load i32, i32* %13, align 4
  %101 = getelementptr inbounds [4 x i64], [4 x i64]* %99, i32 0, i32 %100
  store i64 %97, i64* %101, align 8
  %102 = load i64, i64* %14, align 8
  %103 = load i32, i32* %12, align 4
  %104 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %6, i32 0, i32 %103
  %105 = load i32, i32* %13, align 4
  %106 = getelementptr inbounds [4 x i64], [4 x i64]* %104, i32 0, i32 %105
  store i64 %102, i64* %106, align 8
  br label %107

107:                                              ; preds = %87
  %108 = load i32, i32* %13, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, i32* %13, align 4
  br label %83, !llvm.loop !30

110:                                              ; preds = %83
  %111 = load i32, i32* %10, align 4
  %112 = sub nsw i32 0, %111
  store i32 %112, i32* %10, align 4
  br label %113

113:                                              ; preds = %110, %51
  %114 = load i32, i32* %11, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, i32* %15, align 4
  br label %116

116:                                              ; preds = %161, %113
  %117 = load i32, i32* %15, align 4
  %118 = load i32, i32* %4, align 4
  %119 = icmp slt i32 %117, %118
  br i1 %119, label %120, label %164

120:                                              ; preds = %116
  %121 = load i32, i32* %11, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, i32* %16, align 4
  br label %123

123:                                              ; preds = %157, %120
  %124 = load i32, i32* %16, align 4
  %125 = load i32, i32* %4, align 4
  %126 = icmp slt i32 %124, %125
  br i1 %126, label %127, label %160

127:                                              ; preds = %123
  %128 = load i32, i32* %15, align 4
  %129 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %6, i32 0, i32 %128
  %130 = load i32, i32* %16, align 4
  %131 = getelementptr inbounds [4 x i64], [4 x i64]* %129, i32 0, i32 %130
  %132 = load i64, i64* %131, align 8
  %133 = load i32, i32* %11, align 4
  %134 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %6, i32 0, i32 %133
  %135 = load i32, i32* %11, align 4
  %136 = getelementptr inbounds [4 x i64], [4 x i64]* %134, i32 0, i32 %135
  %137 = load i64, i64* %136, align 8
  %138 = mul nsw i64 %132, %137
  %139 = load i32, i32* %15, align 4
  %140 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %6, i32 0, i32 %139
  %141 = load i32, i32* %11, align 4
  %142 = getelementptr inbounds [4 x i64], [4 x i64]* %140, i32 0, i32 %141
  %143 = load i64, i64* %142, align 8
  %144 = load i32, i32* %11, align 4
  %145 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %6, i32 0, i32 %144
  %146 = load i32, i32* %16, align 4
  %147 = getelementptr inbounds [4 x i64], [4 x i64]* %145, i32 0, i32 %146
  %148 = load i64, i64* %147, align 8
  %149 = mul nsw i64 %143, %148
  %150 = sub nsw i64 %138, %149
  %151 = load i64, i64* %9, align 8
  %152 = sdiv i64 %150, %151
  %153 = load i32, i32* %15, align 4
  %154 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %6, i32 0, i32 %153
  %155 = load i32, i32* %16, align 4
  %156 = getelementptr inbounds [4 x i64], [4 x i64]* %154, i32 0, i32 %155
  store i64 %152, i64* %156, align 8
  br label %157

157:                                              ; preds = %127
  %158 = load i32, i32* %16, align 4
  %159 = add nsw i32 %158, 1
  store i32 %159, i32* %16, align 4
  br label %123, !llvm.loop !31

160:                                              ; preds = %123
  br label %161

161:                                              ; preds = %160
  %162 = load i32, i32* %15, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, i32* %15, align 4
  br label %116, !llvm.loop !32

164:                                              ; preds = %116
  %165 = load i32, i32* %11, align 4
  %166 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %6, i32 0, i32 %165
  %167 = load i32, i32* %11, align 4
  %168 = getelementptr inbounds [4 x i64], [4 x i64]* %166, i32 0, i32 %167
  %169 = load i64, i64* %168, align 8
  store i64 %169, i64* %9, align 8
  br label %170

170:                                              ; preds = %164
  %171 = load i32, i32* %11, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, i32* %11, align 4
  br label %46, !llvm.loop !33

173:                                              ; preds = %46
  %174 = load i32, i32* %10, align 4
  %175 = sext i32 %174 to i64
  %176 = load i32, i32* %4, align 4
  %177 = sub nsw i32 %176, 1
  %178 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %6, i32 0, i32 %177
  %179 = load i32, i32* %4, align 4
  %180 = sub nsw i32 %179, 1
  %181 = getelementptr inbounds [4 x i64], [4 x i64]* %178, i32 0, i32 %180
  %182 = load i64, i64* %181, align 8
  %183 = mul nsw i64 %175, %182
  store i64 %183, i64* %3, align 4
  br label %184

184:                                              ; preds = %173, %81
  %185 = load i64, i64* %3, align 4
  ret i64 %185
}

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
!12 = distinct !{!12, !4}
!13 = distinct !{!13, !4}
!14 = distinct !{!14, !4}
!15 = distinct !{!15, !4}
!16 = distinct !{!16, !4}
!17 = distinct !{!17, !4}
!18 = distinct !{!18, !4}
!19 = distinct !{!19, !4}
!20 = distinct !{!20, !4}
!21 = distinct !{!21, !4}
!22 = distinct !{!22, !4}
!23 = distinct !{!23, !4}
!24 = distinct !{!24, !4}
!25 = distinct !{!25, !4}
!26 = distinct !{!26, !4}
!27 = distinct !{!27, !4}
!28 = distinct !{!28, !4}
!29 = distinct !{!29, !4}
!30 = distinct !{!30, !4}
!31 = distinct !{!31, !4}
!32 = distinct !{!32, !4}
!33 = distinct !{!33, !4}
