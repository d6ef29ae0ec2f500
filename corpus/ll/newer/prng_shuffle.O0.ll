; ModuleID = 'prng_shuffle.c'
source_filename = "prng_shuffle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@perm = internal global [64 x i8] zeroinitializer, align 16
@sample = internal global [8 x i16] zeroinitializer, align 16
@xs_state = internal global i32 -1831433054, align 4
@lcg_state = internal global i32 1, align 4
@pcg_state = internal global i64 -8846114313915602277, align 8

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i32 -2128831035, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %19

19:                                               ; preds = %32, %0
  %20 = load i32, ptr %2, align 4
  %21 = icmp slt i32 %20, 200
  br i1 %21, label %22, label %35

22:                                               ; preds = %19
  %23 = load i32, ptr %1, align 4
  %24 = call i32 @xorshift32() #2
  %25 = xor i32 %23, %24
  %26 = mul i32 %25, 16777619
  store i32 %26, ptr %1, align 4
  %27 = load i32, ptr %1, align 4
  %28 = call i32 @lcg() #2
  %29 = lshr i32 %28, 7
  %30 = xor i32 %27, %29
  %31 = mul i32 %30, 16777619
  store i32 %31, ptr %1, align 4
  br label %32

32:                                               ; preds = %22
  %33 = load i32, ptr %2, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %2, align 4
  br label %19, !llvm.loop !2

35:                                               ; preds = %19
  store i32 0, ptr %3, align 4
  br label %36

36:                                               ; preds = %158, %35
  %37 = load i32, ptr %3, align 4
  %38 = icmp slt i32 %37, 6
  br i1 %38, label %39, label %161

39:                                               ; preds = %36
  store i32 0, ptr %4, align 4
  br label %40

40:                                               ; preds = %49, %39
  %41 = load i32, ptr %4, align 4
  %42 = icmp slt i32 %41, 64
  br i1 %42, label %43, label %52

43:                                               ; preds = %40
  %44 = load i32, ptr %4, align 4
  %45 = trunc i32 %44 to i8
  %46 = load i32, ptr %4, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %47
  store i8 %45, ptr %48, align 1
  br label %49

49:                                               ; preds = %43
  %50 = load i32, ptr %4, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %4, align 4
  br label %40, !llvm.loop !4

52:                                               ; preds = %40
  store i32 63, ptr %5, align 4
  br label %53

53:                                               ; preds = %75, %52
  %54 = load i32, ptr %5, align 4
  %55 = icmp sgt i32 %54, 0
  br i1 %55, label %56, label %78

56:                                               ; preds = %53
  %57 = load i32, ptr %5, align 4
  %58 = add i32 %57, 1
  %59 = call i32 @bounded(i32 noundef %58) #2
  store i32 %59, ptr %6, align 4
  %60 = load i32, ptr %5, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %61
  %63 = load i8, ptr %62, align 1
  store i8 %63, ptr %7, align 1
  %64 = load i32, ptr %6, align 4
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %65
  %67 = load i8, ptr %66, align 1
  %68 = load i32, ptr %5, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %69
  store i8 %67, ptr %70, align 1
  %71 = load i8, ptr %7, align 1
  %72 = load i32, ptr %6, align 4
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %73
  store i8 %71, ptr %74, align 1
  br label %75

75:                                               ; preds = %56
  %76 = load i32, ptr %5, align 4
  %77 = add nsw i32 %76, -1
  store i32 %77, ptr %5, align 4
  br label %53, !llvm.loop !5

78:                                               ; preds = %53
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %79

79:                                               ; preds = %127, %78
  %80 = load i32, ptr %10, align 4
  %81 = icmp slt i32 %80, 64
  br i1 %81, label %82, label %130

82:                                               ; preds = %79
  %83 = load i32, ptr %10, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %84
  %86 = load i8, ptr %85, align 1
  %87 = zext i8 %86 to i32
  %88 = and i32 %87, 128
  %89 = icmp ne i32 %88, 0
  br i1 %89, label %90, label %91

90:                                               ; preds = %82
  br label %127

91:                                               ; preds = %82
  store i32 0, ptr %11, align 4
  %92 = load i32, ptr %10, align 4
  store i32 %92, ptr %12, align 4
  br label %93

93:                                               ; preds = %102, %91
  %94 = load i32, ptr %12, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %95
  %97 = load i8, ptr %96, align 1
  %98 = zext i8 %97 to i32
  %99 = and i32 %98, 128
  %100 = icmp ne i32 %99, 0
  %101 = xor i1 %100, true
  br i1 %101, label %102, label %118

102:                                              ; preds = %93
  %103 = load i32, ptr %12, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %104
  %106 = load i8, ptr %105, align 1
  %107 = zext i8 %106 to i32
  store i32 %107, ptr %13, align 4
  %108 = load i32, ptr %12, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %109
  %111 = load i8, ptr %110, align 1
  %112 = zext i8 %111 to i32
  %113 = or i32 %112, 128
  %114 = trunc i32 %113 to i8
  store i8 %114, ptr %110, align 1
  %115 = load i32, ptr %13, align 4
  store i32 %115, ptr %12, align 4
  %116 = load i32, ptr %11, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %11, align 4
  br label %93, !llvm.loop !6

118:                                              ; preds = %93
  %119 = load i32, ptr %8, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %8, align 4
  %121 = load i32, ptr %11, align 4
  %122 = load i32, ptr %9, align 4
  %123 = icmp sgt i32 %121, %122
  br i1 %123, label %124, label %126

124:                                              ; preds = %118
  %125 = load i32, ptr %11, align 4
  store i32 %125, ptr %9, align 4
  br label %126

126:                                              ; preds = %124, %118
  br label %127

127:                                              ; preds = %126, %90
  %128 = load i32, ptr %10, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %10, align 4
  br label %79, !llvm.loop !7

130:                                              ; preds = %79
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %131

131:                                              ; preds = %143, %130
  %132 = load i32, ptr %15, align 4
  %133 = icmp slt i32 %132, 64
  br i1 %133, label %134, label %146

134:                                              ; preds = %131
  %135 = load i32, ptr %15, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [64 x i8], ptr @perm, i64 0, i64 %136
  %138 = load i8, ptr %137, align 1
  %139 = zext i8 %138 to i32
  %140 = and i32 %139, 127
  %141 = load i32, ptr %14, align 4
  %142 = add nsw i32 %141, %140
  store i32 %142, ptr %14, align 4
  br label %143

143:                                              ; preds = %134
  %144 = load i32, ptr %15, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %15, align 4
  br label %131, !llvm.loop !8

146:                                              ; preds = %131
  %147 = load i32, ptr %14, align 4
  %148 = icmp ne i32 %147, 2016
  br i1 %148, label %149, label %150

149:                                              ; preds = %146
  call void @abort() #2
  br label %150

150:                                              ; preds = %149, %146
  %151 = load i32, ptr %1, align 4
  %152 = load i32, ptr %8, align 4
  %153 = xor i32 %151, %152
  %154 = load i32, ptr %9, align 4
  %155 = shl i32 %154, 8
  %156 = xor i32 %153, %155
  %157 = mul i32 %156, 16777619
  store i32 %157, ptr %1, align 4
  br label %158

158:                                              ; preds = %150
  %159 = load i32, ptr %3, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %3, align 4
  br label %36, !llvm.loop !9

161:                                              ; preds = %36
  store i32 0, ptr %16, align 4
  br label %162

162:                                              ; preds = %188, %161
  %163 = load i32, ptr %16, align 4
  %164 = icmp ult i32 %163, 500
  br i1 %164, label %165, label %191

165:                                              ; preds = %162
  %166 = load i32, ptr %16, align 4
  %167 = icmp ult i32 %166, 8
  br i1 %167, label %168, label %174

168:                                              ; preds = %165
  %169 = load i32, ptr %16, align 4
  %170 = trunc i32 %169 to i16
  %171 = load i32, ptr %16, align 4
  %172 = zext i32 %171 to i64
  %173 = getelementptr inbounds [8 x i16], ptr @sample, i64 0, i64 %172
  store i16 %170, ptr %173, align 2
  br label %187

174:                                              ; preds = %165
  %175 = load i32, ptr %16, align 4
  %176 = add i32 %175, 1
  %177 = call i32 @bounded(i32 noundef %176) #2
  store i32 %177, ptr %17, align 4
  %178 = load i32, ptr %17, align 4
  %179 = icmp ult i32 %178, 8
  br i1 %179, label %180, label %186

180:                                              ; preds = %174
  %181 = load i32, ptr %16, align 4
  %182 = trunc i32 %181 to i16
  %183 = load i32, ptr %17, align 4
  %184 = zext i32 %183 to i64
  %185 = getelementptr inbounds [8 x i16], ptr @sample, i64 0, i64 %184
  store i16 %182, ptr %185, align 2
  br label %186

186:                                              ; preds = %180, %174
  br label %187

187:                                              ; preds = %186, %168
  br label %188

188:                                              ; preds = %187
  %189 = load i32, ptr %16, align 4
  %190 = add i32 %189, 1
  store i32 %190, ptr %16, align 4
  br label %162, !llvm.loop !10

191:                                              ; preds = %162
  store i32 0, ptr %18, align 4
  br label %192

192:                                              ; preds = %204, %191
  %193 = load i32, ptr %18, align 4
  %194 = icmp slt i32 %193, 8
  br i1 %194, label %195, label %207

195:                                              ; preds = %192
  %196 = load i32, ptr %1, align 4
  %197 = load i32, ptr %18, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [8 x i16], ptr @sample, i64 0, i64 %198
  %200 = load i16, ptr %199, align 2
  %201 = zext i16 %200 to i32
  %202 = xor i32 %196, %201
  %203 = mul i32 %202, 16777619
  store i32 %203, ptr %1, align 4
  br label %204

204:                                              ; preds = %195
  %205 = load i32, ptr %18, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %18, align 4
  br label %192, !llvm.loop !11

207:                                              ; preds = %192
  %208 = load i32, ptr %1, align 4
  %209 = and i32 %208, 2147483647
  ret i32 %209
}

; Function Attrs: noinline nounwind optnone
define internal i32 @xorshift32() #0 {
  %1 = alloca i32, align 4
  %2 = load i32, ptr @xs_state, align 4
  store i32 %2, ptr %1, align 4
  %3 = load i32, ptr %1, align 4
  %4 = shl i32 %3, 13
  %5 = load i32, ptr %1, align 4
  %6 = xor i32 %5, %4
  store i32 %6, ptr %1, align 4
  %7 = load i32, ptr %1, align 4
  %8 = lshr i32 %7, 17
  %9 = load i32, ptr %1, align 4
  %10 = xor i32 %9, %8
  store i32 %10, ptr %1, align 4
  %11 = load i32, ptr %1, align 4
  %12 = shl i32 %11, 5
  %13 = load i32, ptr %1, align 4
  %14 = xor i32 %13, %12
  store i32 %14, ptr %1, align 4
  %15 = load i32, ptr %1, align 4
  store i32 %15, ptr @xs_state, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone
define internal i32 @lcg() #0 {
  %1 = load i32, ptr @lcg_state, align 4
  %2 = mul i32 %1, 1664525
  %3 = add i32 %2, 1013904223
  store i32 %3, ptr @lcg_state, align 4
  ret i32 %3
}

; Function Attrs: noinline nounwind optnone
define internal i32 @bounded(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = sub i32 0, %5
  %7 = load i32, ptr %2, align 4
  %8 = urem i32 %6, %7
  store i32 %8, ptr %3, align 4
  br label %9

9:                                                ; preds = %18, %1
  %10 = call i32 @pcg32() #2
  store i32 %10, ptr %4, align 4
  %11 = load i32, ptr %4, align 4
  %12 = load i32, ptr %3, align 4
  %13 = icmp uge i32 %11, %12
  br i1 %13, label %14, label %18

14:                                               ; preds = %9
  %15 = load i32, ptr %4, align 4
  %16 = load i32, ptr %2, align 4
  %17 = urem i32 %15, %16
  ret i32 %17

18:                                               ; preds = %9
  br label %9
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal i32 @pcg32() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = load i64, ptr @pcg_state, align 8
  store i64 %5, ptr %1, align 8
  %6 = load i64, ptr %1, align 8
  %7 = mul i64 %6, 6364136223846793005
  %8 = add i64 %7, 1442695040888963407
  store i64 %8, ptr @pcg_state, align 8
  %9 = load i64, ptr %1, align 8
  %10 = lshr i64 %9, 18
  %11 = load i64, ptr %1, align 8
  %12 = xor i64 %10, %11
  %13 = lshr i64 %12, 27
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %2, align 4
  %15 = load i64, ptr %1, align 8
  %16 = lshr i64 %15, 59
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %3, align 4
  %18 = load i32, ptr %3, align 4
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %25

20:                                               ; preds = %0
  %21 = load i32, ptr %2, align 4
  %22 = load i32, ptr %3, align 4
  %23 = sub i32 32, %22
  %24 = shl i32 %21, %23
  br label %26

25:                                               ; preds = %0
  br label %26

26:                                               ; preds = %25, %20
  %27 = phi i32 [ %24, %20 ], [ 0, %25 ]
  store i32 %27, ptr %4, align 4
  %28 = load i32, ptr %2, align 4
  %29 = load i32, ptr %3, align 4
  %30 = lshr i32 %28, %29
  %31 = load i32, ptr %4, align 4
  %32 = and i32 %31, -1431655766
  %33 = xor i32 %30, %32
  ret i32 %33
}

attributes #0 = { noinline nounwind optnone "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
!11 = distinct !{!11, !3}
