; ModuleID = 'sieve.c'
source_filename = "sieve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@composite = internal global [3000 x i8] zeroinitializer, align 16
@bits = internal unnamed_addr global [94 x i32] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = tail call ptr @memset(ptr noundef nonnull @composite, i32 noundef 0, i64 noundef 3000) #4
  store i8 1, ptr getelementptr inbounds (i8, ptr @composite, i64 1), align 1, !tbaa !2
  store i8 1, ptr @composite, align 16, !tbaa !2
  br label %5

5:                                                ; preds = %0, %20
  %6 = phi i64 [ 2, %0 ], [ %21, %20 ]
  %7 = phi i32 [ 4, %0 ], [ %23, %20 ]
  %8 = getelementptr inbounds [3000 x i8], ptr @composite, i64 0, i64 %6
  %9 = load i8, ptr %8, align 1, !tbaa !2
  %10 = icmp eq i8 %9, 0
  %11 = icmp ult i32 %7, 3000
  %12 = and i1 %10, %11
  br i1 %12, label %13, label %20

13:                                               ; preds = %5
  %14 = zext nneg i32 %7 to i64
  br label %15

15:                                               ; preds = %13, %15
  %16 = phi i64 [ %14, %13 ], [ %18, %15 ]
  %17 = getelementptr inbounds [3000 x i8], ptr @composite, i64 0, i64 %16
  store i8 1, ptr %17, align 1, !tbaa !2
  %18 = add nuw nsw i64 %16, %6
  %19 = icmp ult i64 %18, 3000
  br i1 %19, label %15, label %20, !llvm.loop !5

20:                                               ; preds = %15, %5
  %21 = add nuw nsw i64 %6, 1
  %22 = mul nuw nsw i64 %21, %21
  %23 = trunc nuw i64 %22 to i32
  %24 = icmp eq i64 %21, 55
  br i1 %24, label %28, label %5, !llvm.loop !7

25:                                               ; preds = %28
  %26 = load i32, ptr @bits, align 16, !tbaa !8
  %27 = or i32 %26, 1
  store i32 %27, ptr @bits, align 16, !tbaa !8
  br label %35

28:                                               ; preds = %20, %28
  %29 = phi i64 [ %33, %28 ], [ 0, %20 ]
  %30 = getelementptr inbounds [94 x i32], ptr @bits, i64 0, i64 %29
  store i32 0, ptr %30, align 8, !tbaa !8
  %31 = or disjoint i64 %29, 1
  %32 = getelementptr inbounds [94 x i32], ptr @bits, i64 0, i64 %31
  store i32 0, ptr %32, align 4, !tbaa !8
  %33 = add nuw nsw i64 %29, 2
  %34 = icmp eq i64 %33, 94
  br i1 %34, label %25, label %28, !llvm.loop !10

35:                                               ; preds = %25, %63
  %36 = phi i32 [ 9, %25 ], [ %67, %63 ]
  %37 = phi i32 [ 3, %25 ], [ %66, %63 ]
  %38 = phi i32 [ 1, %25 ], [ %64, %63 ]
  %39 = lshr i32 %38, 5
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds [94 x i32], ptr @bits, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !8
  %43 = shl nuw i32 1, %38
  %44 = and i32 %42, %43
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %63

46:                                               ; preds = %35
  %47 = add nsw i32 %36, -1
  %48 = icmp ult i32 %47, 3000
  br i1 %48, label %49, label %63

49:                                               ; preds = %46
  %50 = lshr exact i32 %47, 1
  br label %51

51:                                               ; preds = %49, %51
  %52 = phi i32 [ %60, %51 ], [ %50, %49 ]
  %53 = and i32 %52, 31
  %54 = shl nuw i32 1, %53
  %55 = lshr i32 %52, 5
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [94 x i32], ptr @bits, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !8
  %59 = or i32 %58, %54
  store i32 %59, ptr %57, align 4, !tbaa !8
  %60 = add nuw i32 %52, %37
  %61 = shl i32 %60, 1
  %62 = icmp ult i32 %61, 3000
  br i1 %62, label %51, label %63, !llvm.loop !11

63:                                               ; preds = %51, %46, %35
  %64 = add nuw nsw i32 %38, 1
  %65 = shl nuw i32 %64, 1
  %66 = or disjoint i32 %65, 1
  %67 = mul i32 %66, %66
  %68 = icmp eq i32 %64, 27
  br i1 %68, label %69, label %35, !llvm.loop !12

69:                                               ; preds = %63
  %70 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 2), align 2, !tbaa !2
  %71 = icmp eq i8 %70, 0
  br i1 %71, label %72, label %105

72:                                               ; preds = %105, %69
  %73 = phi i32 [ 1, %69 ], [ 0, %105 ]
  %74 = phi i32 [ 118251589, %69 ], [ -2128831035, %105 ]
  %75 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 3), align 1, !tbaa !2
  %76 = icmp eq i8 %75, 0
  %77 = load i32, ptr @bits, align 16, !tbaa !8
  %78 = and i32 %77, 2
  %79 = icmp eq i32 %78, 0
  %80 = xor i1 %76, %79
  br i1 %80, label %81, label %82

81:                                               ; preds = %72
  tail call void @abort() #4
  br label %82

82:                                               ; preds = %81, %72
  br i1 %76, label %83, label %87

83:                                               ; preds = %82
  %84 = add nuw nsw i32 %73, 1
  %85 = xor i32 %74, 3
  %86 = mul i32 %85, 16777619
  br label %87

87:                                               ; preds = %83, %82
  %88 = phi i32 [ %86, %83 ], [ %74, %82 ]
  %89 = phi i32 [ %84, %83 ], [ %73, %82 ]
  %90 = phi i32 [ 1, %83 ], [ 0, %82 ]
  %91 = phi i32 [ 3, %83 ], [ 2, %82 ]
  %92 = load i8, ptr getelementptr inbounds (i8, ptr @composite, i64 4), align 4, !tbaa !2
  %93 = icmp eq i8 %92, 0
  br i1 %93, label %94, label %100

94:                                               ; preds = %87
  tail call void @abort() #4
  %95 = add i32 %89, 1
  %96 = sub i32 4, %91
  %97 = tail call i32 @llvm.umax.i32(i32 %96, i32 %90)
  %98 = xor i32 %88, 4
  %99 = mul i32 %98, 16777619
  br label %100

100:                                              ; preds = %87, %94
  %101 = phi i32 [ %99, %94 ], [ %88, %87 ]
  %102 = phi i32 [ %95, %94 ], [ %89, %87 ]
  %103 = phi i32 [ %97, %94 ], [ %90, %87 ]
  %104 = phi i32 [ 4, %94 ], [ %91, %87 ]
  br label %108

105:                                              ; preds = %69
  tail call void @abort() #4
  br label %72

106:                                              ; preds = %148
  %107 = icmp eq i32 %150, 430
  br i1 %107, label %157, label %156

108:                                              ; preds = %100, %148
  %109 = phi i64 [ %154, %148 ], [ 5, %100 ]
  %110 = phi i32 [ %153, %148 ], [ %104, %100 ]
  %111 = phi i32 [ %152, %148 ], [ %103, %100 ]
  %112 = phi i32 [ %151, %148 ], [ 0, %100 ]
  %113 = phi i32 [ %150, %148 ], [ %102, %100 ]
  %114 = phi i32 [ %149, %148 ], [ %101, %100 ]
  %115 = getelementptr inbounds [3000 x i8], ptr @composite, i64 0, i64 %109
  %116 = load i8, ptr %115, align 1, !tbaa !2
  %117 = icmp eq i8 %116, 0
  %118 = trunc nuw nsw i64 %109 to i32
  %119 = and i32 %118, 1
  %120 = icmp eq i32 %119, 0
  br i1 %120, label %121, label %122

121:                                              ; preds = %108
  br i1 %117, label %133, label %148

122:                                              ; preds = %108
  %123 = lshr i64 %109, 6
  %124 = and i64 %123, 67108863
  %125 = getelementptr inbounds [94 x i32], ptr @bits, i64 0, i64 %124
  %126 = load i32, ptr %125, align 4, !tbaa !8
  %127 = lshr i32 %118, 1
  %128 = and i32 %127, 31
  %129 = shl nuw i32 1, %128
  %130 = and i32 %126, %129
  %131 = icmp eq i32 %130, 0
  %132 = xor i1 %117, %131
  br i1 %132, label %133, label %134

133:                                              ; preds = %121, %122
  tail call void @abort() #4
  br label %134

134:                                              ; preds = %133, %122
  br i1 %117, label %135, label %148

135:                                              ; preds = %134
  %136 = add nsw i64 %109, -2
  %137 = getelementptr inbounds [3000 x i8], ptr @composite, i64 0, i64 %136
  %138 = load i8, ptr %137, align 1, !tbaa !2
  %139 = icmp eq i8 %138, 0
  %140 = zext i1 %139 to i32
  %141 = add i32 %112, %140
  %142 = add i32 %113, 1
  %143 = trunc nuw nsw i64 %109 to i32
  %144 = sub i32 %143, %110
  %145 = tail call i32 @llvm.umax.i32(i32 %144, i32 %111)
  %146 = xor i32 %114, %143
  %147 = mul i32 %146, 16777619
  br label %148

148:                                              ; preds = %121, %134, %135
  %149 = phi i32 [ %147, %135 ], [ %114, %134 ], [ %114, %121 ]
  %150 = phi i32 [ %142, %135 ], [ %113, %134 ], [ %113, %121 ]
  %151 = phi i32 [ %141, %135 ], [ %112, %134 ], [ %112, %121 ]
  %152 = phi i32 [ %145, %135 ], [ %111, %134 ], [ %111, %121 ]
  %153 = phi i32 [ %143, %135 ], [ %110, %134 ], [ %110, %121 ]
  %154 = add nuw nsw i64 %109, 1
  %155 = icmp eq i64 %154, 3000
  br i1 %155, label %106, label %108, !llvm.loop !13

156:                                              ; preds = %106
  tail call void @abort() #4
  br label %157

157:                                              ; preds = %156, %106
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %3) #5
  br label %158

158:                                              ; preds = %158, %157
  %159 = phi i32 [ %169, %158 ], [ 1, %157 ]
  %160 = phi i64 [ %165, %158 ], [ 0, %157 ]
  %161 = phi i32 [ %167, %158 ], [ %150, %157 ]
  %162 = urem i32 %161, 10
  %163 = trunc nuw nsw i32 %162 to i8
  %164 = or disjoint i8 %163, 48
  %165 = add nuw nsw i64 %160, 1
  %166 = getelementptr inbounds [10 x i8], ptr %3, i64 0, i64 %160
  store i8 %164, ptr %166, align 1, !tbaa !2
  %167 = udiv i32 %161, 10
  %168 = icmp ult i32 %161, 10
  %169 = add nuw i32 %159, 1
  br i1 %168, label %170, label %158, !llvm.loop !15

170:                                              ; preds = %158
  %171 = sext i32 %159 to i64
  br label %172

172:                                              ; preds = %172, %170
  %173 = phi i64 [ %171, %170 ], [ %174, %172 ]
  %174 = add nsw i64 %173, -1
  %175 = getelementptr inbounds [10 x i8], ptr %3, i64 0, i64 %174
  %176 = load i8, ptr %175, align 1, !tbaa !2
  %177 = sext i8 %176 to i32
  %178 = tail call i32 @putchar(i32 noundef %177) #4
  %179 = icmp eq i64 %174, 0
  br i1 %179, label %180, label %172, !llvm.loop !16

180:                                              ; preds = %172
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %3) #5
  %181 = tail call i32 @putchar(i32 noundef 32) #4
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %2) #5
  br label %182

182:                                              ; preds = %182, %180
  %183 = phi i32 [ %193, %182 ], [ 1, %180 ]
  %184 = phi i64 [ %189, %182 ], [ 0, %180 ]
  %185 = phi i32 [ %191, %182 ], [ %151, %180 ]
  %186 = urem i32 %185, 10
  %187 = trunc nuw nsw i32 %186 to i8
  %188 = or disjoint i8 %187, 48
  %189 = add nuw nsw i64 %184, 1
  %190 = getelementptr inbounds [10 x i8], ptr %2, i64 0, i64 %184
  store i8 %188, ptr %190, align 1, !tbaa !2
  %191 = udiv i32 %185, 10
  %192 = icmp ult i32 %185, 10
  %193 = add nuw i32 %183, 1
  br i1 %192, label %194, label %182, !llvm.loop !15

194:                                              ; preds = %182
  %195 = sext i32 %183 to i64
  br label %196

196:                                              ; preds = %196, %194
  %197 = phi i64 [ %195, %194 ], [ %198, %196 ]
  %198 = add nsw i64 %197, -1
  %199 = getelementptr inbounds [10 x i8], ptr %2, i64 0, i64 %198
  %200 = load i8, ptr %199, align 1, !tbaa !2
  %201 = sext i8 %200 to i32
  %202 = tail call i32 @putchar(i32 noundef %201) #4
  %203 = icmp eq i64 %198, 0
  br i1 %203, label %204, label %196, !llvm.loop !16

204:                                              ; preds = %196
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %2) #5
  %205 = tail call i32 @putchar(i32 noundef 32) #4
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %1) #5
  br label %206

206:                                              ; preds = %206, %204
  %207 = phi i32 [ %217, %206 ], [ 1, %204 ]
  %208 = phi i64 [ %213, %206 ], [ 0, %204 ]
  %209 = phi i32 [ %215, %206 ], [ %152, %204 ]
  %210 = urem i32 %209, 10
  %211 = trunc nuw nsw i32 %210 to i8
  %212 = or disjoint i8 %211, 48
  %213 = add nuw nsw i64 %208, 1
  %214 = getelementptr inbounds [10 x i8], ptr %1, i64 0, i64 %208
  store i8 %212, ptr %214, align 1, !tbaa !2
  %215 = udiv i32 %209, 10
  %216 = icmp ult i32 %209, 10
  %217 = add nuw i32 %207, 1
  br i1 %216, label %218, label %206, !llvm.loop !15

218:                                              ; preds = %206
  %219 = sext i32 %207 to i64
  br label %220

220:                                              ; preds = %220, %218
  %221 = phi i64 [ %219, %218 ], [ %222, %220 ]
  %222 = add nsw i64 %221, -1
  %223 = getelementptr inbounds [10 x i8], ptr %1, i64 0, i64 %222
  %224 = load i8, ptr %223, align 1, !tbaa !2
  %225 = sext i8 %224 to i32
  %226 = tail call i32 @putchar(i32 noundef %225) #4
  %227 = icmp eq i64 %222, 0
  br i1 %227, label %228, label %220, !llvm.loop !16

228:                                              ; preds = %220
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %1) #5
  %229 = tail call i32 @putchar(i32 noundef 10) #4
  %230 = shl i32 %152, 16
  %231 = xor i32 %149, %230
  %232 = xor i32 %231, %151
  %233 = mul i32 %232, 16777619
  %234 = and i32 %233, 2147483647
  tail call void @exit(i32 noundef %234) #4
  ret i32 0
}

declare dso_local ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

declare dso_local void @exit(i32 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #3

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !3, i64 0}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6, !14}
!14 = !{!"llvm.loop.peeled.count", i32 3}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
